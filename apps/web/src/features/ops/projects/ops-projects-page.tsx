import { Route, Routes } from 'react-router-dom';
import { ProjectEditor } from './project-editor';
import { ProjectListView } from './project-list-view';

/**
 * The console's Projects section, mounted at a path ending in /* (e.g. /ops/projects/*): the list
 * at its root, 'new' for a new project, ':id' for one project's form, image and visibility.
 */
export function OpsProjectsPage() {
  return (
    <Routes>
      <Route index element={<ProjectListView />} />
      <Route path="new" element={<ProjectEditor />} />
      <Route path=":id" element={<ProjectEditor />} />
    </Routes>
  );
}
