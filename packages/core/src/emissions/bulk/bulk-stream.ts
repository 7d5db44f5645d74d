import type { Result } from '../../shared/result.js';
import { BulkEstimator, type BulkEstimatorOptions } from './bulk-estimator.js';
import type { BulkFileProblem, BulkSummary, BulkTableRow } from './bulk-summary.js';

/** What core needs of an AbortSignal (core has no DOM types). */
export interface BulkStopSignal {
  readonly aborted: boolean;
  readonly reason?: unknown;
}

/** Throws the signal's reason (or a plain error) once it is aborted: a stopped estimate rejects. */
export function stopIfAborted(signal: BulkStopSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('The estimate was stopped.');
}

/** Options of a streamed estimate. */
export interface BulkStreamOptions extends BulkEstimatorOptions {
  /** Called with the data rows read so far: after each chunk of text, or every PROGRESS_ROWS rows. */
  readonly onProgress?: (rowsRead: number) => void;
  /** Stops reading: the estimate rejects with the signal's reason. */
  readonly signal?: BulkStopSignal;
}

/** How many rows estimateBulkRows reads between two progress reports. */
export const PROGRESS_ROWS = 10_000;

/**
 * Estimates the rows of an async iterable (or a plain iterable) as they come, keeping only running
 * totals: the first non-blank row is the header. Stops early when the header has no 'type' column.
 */
export async function estimateBulkRows(
  rows: AsyncIterable<BulkTableRow> | Iterable<BulkTableRow>,
  options: BulkStreamOptions = {},
): Promise<Result<BulkSummary, BulkFileProblem>> {
  const estimator = new BulkEstimator(options);
  for await (const row of rows) {
    stopIfAborted(options.signal);
    estimator.add(row.rowNumber, row.cells);
    if (estimator.problem) break;
    if (row.rowNumber % PROGRESS_ROWS === 0) options.onProgress?.(estimator.rowsRead);
  }
  options.onProgress?.(estimator.rowsRead);
  return estimator.result();
}
