import { Link } from 'react-router-dom';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { ButtonLink } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import styles from '../catalogue-admin.module.css';
import { money, tonnes } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import section from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { useOpsLoad } from '../shared/use-ops-load';

/** Every project with its status and stock, linking to its form and its inventory. */
export function ProjectListView() {
  const projects = useOpsPort('opsProjects');
  const copy = OPS_PROJECTS_COPY.list;
  const { load: loaded, reload } = useOpsLoad(() => projects.list(), 'projects');
  const columns = copy.columns;
  return (
    <div className={section.page}>
      <OpsPageHeader title={copy.title} lead={copy.lead} />
      <p>
        <ButtonLink to="new">{copy.create}</ButtonLink>
      </p>
      <OpsLoadState load={loaded} reload={reload} loadingText={copy.loading} />
      {loaded.state === 'ready' && loaded.value.length === 0 ? <p>{copy.empty}</p> : null}
      {loaded.state === 'ready' && loaded.value.length > 0 ? (
        <table className={table.table}>
          <caption>{copy.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.title}</th>
              <th scope="col">{columns.status}</th>
              <th scope="col" className={table.number}>
                {columns.price}
              </th>
              <th scope="col" className={table.number}>
                {columns.issued}
              </th>
              <th scope="col" className={table.number}>
                {columns.available}
              </th>
              <th scope="col">{columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.map((project) => (
              <tr key={project.id}>
                <td data-label={columns.title}>{project.title}</td>
                <td data-label={columns.status} className={styles.status}>
                  {project.published ? copy.published : copy.unpublished}
                </td>
                <td data-label={columns.price} className={table.number}>
                  {money(project.priceCents, project.currency)}
                </td>
                <td data-label={columns.issued} className={table.number}>
                  {tonnes(project.issuedTonnes)}
                </td>
                <td data-label={columns.available} className={table.number}>
                  {tonnes(project.availableTonnes)}
                </td>
                <td data-label={columns.actions}>
                  <span className={styles.actions}>
                    <Link to={String(project.id)} aria-label={`${copy.edit} ${project.title}`}>
                      {copy.edit}
                    </Link>
                    <Link
                      to={`../inventory/${project.id}`}
                      relative="path"
                      aria-label={`${copy.inventory} ${project.title}`}
                    >
                      {copy.inventory}
                    </Link>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
