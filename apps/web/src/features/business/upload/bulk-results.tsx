import { SITE_ROUTES } from '@netzero/content';
import {
  type BulkSummary,
  formatCount,
  formatEmission,
  formatWholeTonnes,
  keepWithUnit,
  suggestedQuantityTonnes,
} from '@netzero/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { fillCopy } from '../../../content/fill-copy';
import { METHODOLOGY_COPY } from '../../../content/methodology.copy';
import { UPLOAD_COPY } from '../../../content/upload.copy';
import { Button } from '../../../ui/button';
import { ChoosePlanModal } from '../choose-plan-modal';
import { ModeChart } from '../mode-chart';
import { BulkErrors } from './bulk-errors';
import { BulkMonths, hasDatedMonths } from './bulk-months';
import styles from './bulk-results.module.css';
import { formatFileSize } from './format-file-size';
import type { UploadedFile } from './use-bulk-upload';

const COPY = UPLOAD_COPY;

/**
 * The estimate of an uploaded file: rows, tonnes by activity and in total, Choose A Plan, the
 * totals by month (when rows have dates), and the rows to fix.
 */
export function BulkResults({ file, summary }: { file: UploadedFile; summary: BulkSummary }) {
  const headingId = useId();
  const helpId = useId();
  const [choosing, setChoosing] = useState(false);
  const canChoose = summary.rowsEstimated > 0 && summary.totalTonnes > 0;
  const quantity = formatWholeTonnes(suggestedQuantityTonnes(summary.totalTonnes));
  const stats = [
    { label: COPY.statRowsRead, value: summary.rowsRead },
    { label: COPY.statRowsEstimated, value: summary.rowsEstimated },
    { label: COPY.statProblems, value: summary.errorCount },
  ];
  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          {fillCopy(COPY.summaryHeading, { name: file.name })}
        </h3>
        <p className={styles.facts}>{keepWithUnit(formatFileSize(file.size))}</p>
      </div>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{formatCount(stat.value)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.estimate}>
        <div className={styles.chart}>
          <ModeChart byMode={summary.byMode} total={summary.totalTonnes} />
        </div>
        <div className={styles.totalBox}>
          <p className={styles.total}>
            <span className={styles.totalLabel}>{COPY.totalLabel}</span>
            <span className={styles.totalValue}>
              {fillCopy(COPY.totalValue, {
                amount: keepWithUnit(formatEmission(summary.totalTonnes)),
              })}
            </span>
          </p>
          <Button
            block
            disabled={!canChoose}
            aria-describedby={helpId}
            onClick={() => setChoosing(true)}
          >
            {COPY.chooseAPlan}
          </Button>
          <p id={helpId} className={styles.help}>
            {canChoose
              ? fillCopy(COPY.chooseIntro, { quantity })
              : summary.rowsRead === 0
                ? COPY.noDataRows
                : COPY.noRowsEstimated}
          </p>
          <p className={styles.help}>
            <Link to={SITE_ROUTES.methodology}>{METHODOLOGY_COPY.link}</Link>
          </p>
        </div>
      </div>
      {hasDatedMonths(summary.byMonth) ? <BulkMonths byMonth={summary.byMonth} /> : null}
      {summary.errorCount > 0 ? (
        <BulkErrors errors={summary.errors} count={summary.errorCount} />
      ) : null}
      {choosing ? (
        <ChoosePlanModal
          total={summary.totalTonnes}
          fileName={file.name}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </section>
  );
}
