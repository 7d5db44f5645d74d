import { madeOnFirstUse } from '@netzero/core';
import { useState } from 'react';
import { ESTIMATE_EXPORT_COPY } from '../../content/estimate-export.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { usePort } from '../../ui/port-context';
import { estimateCsv } from './estimate-csv';
import styles from './estimate-downloads.module.css';
import { estimatePdfSummary } from './estimate-pdf-summary';
import { estimateReport } from './estimate-report';
import type { Estimator } from './use-estimator';

const COPY = ESTIMATE_EXPORT_COPY;
const LONG_DATE = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
);

type PdfState = 'idle' | 'preparing' | 'failed';

/** 'Download CSV' and 'Download PDF' of the estimate, and where it is kept. */
export function EstimateDownloads({ estimator }: { estimator: Estimator }) {
  const downloader = usePort('fileDownloader');
  const clock = usePort('clock');
  const pdfRenderer = usePort('pdfRenderer');
  const [pdf, setPdf] = useState<PdfState>('idle');
  const { views, estimate, link } = estimator;
  if (link === null || views.length === 0) return null;
  const report = estimateReport(views, estimate.total, link);
  const now = new Date(clock.nowMs());
  const fileName = fillCopy(COPY.fileName, { date: now.toISOString().slice(0, 10) });

  function downloadCsv() {
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (place names).
    downloader.save({
      name: `${fileName}.csv`,
      type: 'text/csv;charset=utf-8',
      content: `\uFEFF${estimateCsv(report)}`,
    });
  }

  async function downloadPdf() {
    setPdf('preparing');
    try {
      const bytes = await pdfRenderer.render(estimatePdfSummary(report, LONG_DATE().format(now)));
      downloader.save({ name: `${fileName}.pdf`, type: 'application/pdf', content: bytes });
      setPdf('idle');
    } catch {
      setPdf('failed');
    }
  }

  return (
    <div className={styles.downloads}>
      <p className={styles.label}>{COPY.downloadsLabel}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={downloadCsv}>
          {COPY.csvButton}
        </Button>
        <Button variant="secondary" disabled={pdf === 'preparing'} onClick={downloadPdf}>
          {COPY.pdfButton}
        </Button>
      </div>
      <p className={pdf === 'failed' ? styles.error : styles.note} aria-live="polite">
        {pdf === 'preparing'
          ? COPY.pdfPreparing
          : pdf === 'failed'
            ? COPY.pdfFailed
            : COPY.savedNote}
      </p>
    </div>
  );
}
