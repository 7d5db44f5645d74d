import {
  BULK_SNIFF_BYTES,
  type BulkEstimateProblem,
  BulkEstimator,
  type BulkEstimatorOptions,
  type BulkProgress,
  type BulkSummary,
  detectBulkFileFormat,
  err,
  type Result,
} from '@netzero/core';
import { BulkCsvEstimate } from './csv/bulk-csv-estimate.js';
import type { ByteSource } from './xlsx/byte-source.js';
import { readXlsxRows, XlsxReadError } from './xlsx/read-xlsx-stream.js';

/** Least time between two progress reports, in ms (the last one always comes). */
export const PROGRESS_INTERVAL_MS = 100;

/** Options of estimateBulkSource. */
export interface EstimateBulkSourceOptions extends BulkEstimatorOptions {
  readonly onProgress?: (progress: BulkProgress) => void;
  readonly signal?: AbortSignal;
  /** The clock, in ms (performance.now by default). */
  readonly now?: () => number;
}

/**
 * The estimate of a CSV or .xlsx file read as a stream from a ByteSource (a File in the browser's
 * worker, a file descriptor on the command line): the format is checked by name and first bytes
 * before anything else is read, and only running totals are kept.
 */
export async function estimateBulkSource(
  source: ByteSource,
  name: string,
  options: EstimateBulkSourceOptions = {},
): Promise<Result<BulkSummary, BulkEstimateProblem>> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  let lastReport = Number.NEGATIVE_INFINITY;
  const report = (bytesRead: number, rowsRead: number, force = false) => {
    const at = now();
    if (!options.onProgress || (!force && at - lastReport < PROGRESS_INTERVAL_MS)) return;
    lastReport = at;
    options.onProgress({ bytesRead, bytesTotal: source.size, rowsRead, elapsedMs: at - started });
  };

  options.signal?.throwIfAborted();
  const sniffed = detectBulkFileFormat(name, await source.read(0, BULK_SNIFF_BYTES));
  if (!sniffed.ok) return err(sniffed.problem);
  try {
    return sniffed.format === 'csv'
      ? await estimateCsv(source, options, report)
      : await estimateXlsx(source, options, report);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof XlsxReadError && error.problem === 'zipBomb') return err('zipBomb');
    return err('unreadable');
  }
}

type Report = (bytesRead: number, rowsRead: number, force?: boolean) => void;

async function estimateCsv(
  source: ByteSource,
  options: EstimateBulkSourceOptions,
  report: Report,
): Promise<Result<BulkSummary, BulkEstimateProblem>> {
  // Not fatal: a CSV saved in a Windows code page still estimates (its numbers are ASCII); only
  // accented places and references show a replacement character.
  const decoder = new TextDecoder('utf-8');
  const estimate = new BulkCsvEstimate(options);
  let bytesRead = 0;
  for await (const chunk of source.stream(0, source.size)) {
    options.signal?.throwIfAborted();
    bytesRead += chunk.length;
    estimate.push(decoder.decode(chunk, { stream: true }));
    if (estimate.failed) break;
    report(bytesRead, estimate.rowsRead);
  }
  estimate.push(decoder.decode());
  const result = estimate.end();
  report(bytesRead, estimate.rowsRead, true);
  return result;
}

async function estimateXlsx(
  source: ByteSource,
  options: EstimateBulkSourceOptions,
  report: Report,
): Promise<Result<BulkSummary, BulkEstimateProblem>> {
  const estimator = new BulkEstimator(options);
  let bytesRead = 0;
  await readXlsxRows(source, (row) => estimator.add(row.rowNumber, row.cells), {
    signal: options.signal,
    // The sheet's compressed bytes stand for the file's: the other parts are small.
    onProgress: (read, total) => {
      bytesRead = total > 0 ? Math.round((read / total) * source.size) : source.size;
      report(bytesRead, estimator.rowsRead);
    },
  });
  report(source.size, estimator.rowsRead, true);
  return estimator.result();
}
