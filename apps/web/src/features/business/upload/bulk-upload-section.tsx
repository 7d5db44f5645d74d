import { fillCopy, UPLOAD_COPY } from '@netzero/core';
import { useId } from 'react';
import { LoadingState } from '../../../ui/loading-state';
import { StatusMessage } from '../../../ui/status-message';
import { BulkResults } from './bulk-results';
import styles from './bulk-upload-section.module.css';
import { DropZone } from './drop-zone';
import { ColumnsTable, TemplateCard } from './upload-guide';
import { useBulkUpload } from './use-bulk-upload';

const COPY = UPLOAD_COPY;

/** /Business 'Option 2': a CSV or Excel file estimated row by row in the browser, leading to a plan. */
export function BulkUploadSection() {
  const headingId = useId();
  const { state, choose } = useBulkUpload();
  return (
    <section className={`container ${styles.section}`} aria-labelledby={headingId}>
      <p className={styles.option}>{COPY.eyebrow}</p>
      <h2 id={headingId} className={styles.heading}>
        {COPY.title}
      </h2>
      <p className={styles.lead}>{COPY.lead}</p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <DropZone onFile={(file) => void choose(file)} busy={state.status === 'reading'} />
          <StatusMessage tone="error">
            {state.status === 'rejected' || state.status === 'failed' ? state.message : null}
          </StatusMessage>
          {state.status === 'reading' ? (
            <LoadingState text={fillCopy(COPY.reading, { name: state.file.name })} />
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
