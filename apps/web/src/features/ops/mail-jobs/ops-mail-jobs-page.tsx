import { Route, Routes } from 'react-router-dom';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { OpsPageHeader } from '../shared/ops-page-header';
import styles from '../shared/ops-section.module.css';
import { JobsList } from './jobs-list';
import { MessageView } from './message-view';
import { OutboxList } from './outbox-list';

const { mailJobs: copy } = OPS_DESK_COPY;

function MailAndJobs() {
  return (
    <div className={styles.page}>
      <OpsPageHeader title={copy.title} lead={copy.lead} />
      <OutboxList />
      <JobsList />
    </div>
  );
}

/** /ops/mail-jobs: the outbox and the job queue; /ops/mail-jobs/messages/:id for one e-mail. */
export function OpsMailJobsPage() {
  return (
    <Routes>
      <Route index element={<MailAndJobs />} />
      <Route path="messages/:id" element={<MessageView />} />
    </Routes>
  );
}
