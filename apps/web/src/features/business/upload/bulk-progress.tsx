import {
  type BulkProgress,
  formatCount,
  progressFraction,
  progressTimeLeftMs,
} from '@netzero/core';
import { useId } from 'react';
import { fillCopy } from '../../../content/fill-copy';
import { UPLOAD_COPY } from '../../../content/upload.copy';
import { Button } from '../../../ui/button';
import styles from './bulk-progress.module.css';
import { formatFileSize } from './format-file-size';
import { formatTimeLeft } from './format-time-left';
import type { UploadedFile } from './use-bulk-upload';

const COPY = UPLOAD_COPY;

/** '34.5 MB of 102.4 MB · 412,300 rows · about 12 s left' (no time left in the first moments). */
export function progressText(progress: BulkProgress): string {
  const rows =
    progress.rowsRead === 1
      ? COPY.progressRow
      : fillCopy(COPY.progressRows, { rows: formatCount(progress.rowsRead) });
  const timeLeft = progressTimeLeftMs(progress);
  return [
    fillCopy(COPY.progressBytes, {
      read: formatFileSize(progress.bytesRead),
      total: formatFileSize(progress.bytesTotal),
    }),
    rows,
    timeLeft === null ? null : formatTimeLeft(timeLeft),
  ]
    .filter((part) => part !== null)
    .join(COPY.progressSeparator);
}

/**
 * The file being read: a determinate bar with its percentage, what has been read so far, and
 * Cancel. The bar's text and value are announced; the detail line is not (it changes ten times a
 * second), and a screen reader finds it next to the bar.
 */
export function BulkProgressBlock({
  file,
  progress,
  onCancel,
}: {
  file: UploadedFile;
  progress: BulkProgress;
  onCancel: () => void;
}) {
  const labelId = useId();
  const percent = Math.floor(progressFraction(progress) * 100);
  const detail = progressText(progress);
  const percentText = fillCopy(COPY.progressPercent, { percent });
  return (
    <div className={styles.progress} data-testid="bulk-progress">
      <p id={labelId} className={styles.label} role="status">
        <span className={styles.name}>{fillCopy(COPY.reading, { name: file.name })}</span>
        <span className={styles.percent} aria-hidden="true">
          {percentText}
        </span>
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percentText}${COPY.progressSeparator}${detail}`}
      >
        <div className={styles.fill} style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <div className={styles.footer}>
        <p className={styles.detail}>{detail}</p>
        <Button variant="secondary" onClick={onCancel}>
          {COPY.cancelReading}
        </Button>
      </div>
    </div>
  );
}
