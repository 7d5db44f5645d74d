import { useId } from 'react';
import { UPLOAD_COPY } from '../../../content/upload.copy';
import styles from './upload-guide.module.css';

const COPY = UPLOAD_COPY;

/** The template downloads (CSV and Excel). */
export function TemplateCard() {
  const headingId = useId();
  return (
    <section className={styles.template} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {COPY.templateHeading}
      </h3>
      <p className={styles.body}>{COPY.templateBody}</p>
      <div className={styles.downloads}>
        <a className={styles.download} href={COPY.templateCsvPath} download>
          <DownloadIcon />
          {COPY.templateCsv}
        </a>
        <a className={styles.download} href={COPY.templateXlsxPath} download>
          <DownloadIcon />
          {COPY.templateXlsx}
        </a>
      </div>
    </section>
  );
}

/** The documented columns of the file, as a table (cards on small screens). */
export function ColumnsTable() {
  const { column, rows, content } = COPY.columnHeaders;
  return (
    <details className={styles.columns} open>
      <summary className={styles.summary}>
        {COPY.columnsHeading}
        <svg
          className={styles.chevron}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <table className={styles.table}>
        <caption className="visually-hidden">{COPY.columnsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">{rows}</th>
            <th scope="col">{content}</th>
          </tr>
        </thead>
        <tbody>
          {COPY.columns.map((entry) => (
            <tr key={entry.name}>
              <th scope="row" data-label={column}>
                <code>{entry.name}</code>
              </th>
              <td data-label={rows}>{entry.rows}</td>
              <td data-label={content}>{entry.content}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{COPY.columnsNote}</p>
    </details>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M10 3v10m-4-4 4 4 4-4M4 16h12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
