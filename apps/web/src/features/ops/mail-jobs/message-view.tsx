import { useParams } from 'react-router-dom';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { BackLink } from '../shared/back-link';
import { formatOpsDateTime } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import styles from '../shared/ops-section.module.css';
import { useOpsLoad } from '../shared/use-ops-load';
import view from './mail-jobs.module.css';

const { mailJobs: copy } = OPS_DESK_COPY;

/**
 * One stored e-mail: its text as text, and its HTML only inside an iframe with an empty sandbox
 * (no scripts, no forms, no navigation, its own opaque origin): mail HTML is never put into the
 * console's page, where it could act as the signed-in operator.
 */
export function MessageView() {
  const id = Number(useParams().id);
  const gateway = useOpsPort('opsMailJobsGateway');
  const { load, reload } = useOpsLoad(() => gateway.message(id), String(id));
  const message = load.state === 'ready' ? load.value : null;
  return (
    <div className={styles.page}>
      <BackLink />
      <OpsLoadState load={load} reload={reload} notFound={copy.notFound} />
      {message && (
        <>
          <header>
            <h1 className={styles.heading}>{message.subject}</h1>
            <p className={styles.lead}>
              {copy.to}: {message.to} · {formatOpsDateTime(message.createdAt)}
            </p>
          </header>
          <section className={styles.section} aria-labelledby="text-body">
            <h2 id="text-body" className={styles.sectionHeading}>
              {copy.textBody}
            </h2>
            <pre className={view.body}>{message.text}</pre>
          </section>
          <section className={styles.section} aria-labelledby="html-body">
            <h2 id="html-body" className={styles.sectionHeading}>
              {copy.htmlBody}
            </h2>
            {message.html === null ? (
              <p className={styles.meta}>{copy.noHtml}</p>
            ) : (
              <iframe
                className={view.frame}
                title={copy.htmlFrameTitle}
                sandbox=""
                srcDoc={message.html}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
