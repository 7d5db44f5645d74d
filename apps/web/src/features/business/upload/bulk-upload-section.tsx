import { useId } from 'react';
import { UPLOAD_COPY } from '../../../content/upload.copy';
import { StatusMessage } from '../../../ui/status-message';
import { BulkProgressBlock } from './bulk-progress';
import { BulkResults } from './bulk-results';
import styles from './bulk-upload-section.module.css';
import { DropZone } from './drop-zone';
import { ColumnsTable, TemplateCard } from './upload-guide';
import { useBulkUpload } from './use-bulk-upload';

const COPY = UPLOAD_COPY;

/**
 * /Business 'Option 2': a CSV or Excel file estimated row by row in the browser (in a worker, with
 * progress and Cancel), leading to a plan.
 */
export function BulkUploadSection() {
  const headingId = useId();
  const { state, choose, cancel } = useBulkUpload();
  return (
    <section className={`container ${styles.section}`} aria-labelledby={headingId}>
      <p className={styles.option}>{COPY.eyebrow}</p>
      <h2 id={headingId} className={styles.heading}>
        {COPY.title}
      </h2>
      <p className={styles.lead}>{COPY.lead}</p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <DropZone onFile={(file) => void choose(file)} />
          <StatusMessage tone="error">
            {state.status === 'rejected' || state.status === 'failed' ? state.message : null}
          </StatusMessage>
          <StatusMessage tone="info">
            {state.status === 'cancelled' ? COPY.readingCancelled : null}
          </StatusMessage>
          {state.status === 'reading' ? (
            <BulkProgressBlock file={state.file} progress={state.progress} onCancel={cancel} />
          ) : null}
          {state.status === 'done' ? (
            <BulkResults file={state.file} summary={state.summary} />
          ) : null}
        </div>
        <div className={styles.aside}>
          <TemplateCard />
          <ColumnsTable />
        </div>
      </div>
    </section>
  );
}
