import type { BulkFormatProblem } from '../emissions/bulk/bulk-file-format.js';
import type { BulkProgress } from '../emissions/bulk/bulk-progress.js';
import type { BulkFileProblem, BulkSummary } from '../emissions/bulk/bulk-summary.js';
import type { Result } from '../shared/result.js';

/** Why a file gives no estimate: its format, its header, a damaged or oversized archive, or unreadable. */
export type BulkEstimateProblem = BulkFileProblem | BulkFormatProblem | 'zipBomb' | 'unreadable';

/** A running estimate of one file. */
export interface BulkEstimateJob {
  /** The estimate, or why there is none; rejects only when cancelled. */
  readonly result: Promise<Result<BulkSummary, BulkEstimateProblem>>;
  /** Stops reading; `result` then rejects. */
  cancel(): void;
}

/** What the estimator is given: the user's file (a File in the browser). */
export interface BulkFileHandle {
  readonly name: string;
  readonly size: number;
}

/**
 * Estimates a CSV or .xlsx file on the user's machine, away from the page (a Web Worker), reading
 * it as a stream: progress comes as it goes, and the file is never uploaded.
 */
export interface BulkFileEstimator {
  estimate(file: BulkFileHandle, onProgress: (progress: BulkProgress) => void): BulkEstimateJob;
}
