import type { BulkProgress } from '../../src/emissions/bulk/bulk-progress.js';
import type { BulkSummary } from '../../src/emissions/bulk/bulk-summary.js';
import type {
  BulkEstimateJob,
  BulkEstimateProblem,
  BulkFileEstimator,
  BulkFileHandle,
} from '../../src/ports/bulk-file-estimator.port.js';
import { err, ok, type Result } from '../../src/shared/result.js';

type Estimate = Result<BulkSummary, BulkEstimateProblem>;

/** The error a cancelled job's result rejects with, like the browser's DOMException 'AbortError'. */
export function abortError(): Error {
  const error = new Error('The estimate was cancelled.');
  error.name = 'AbortError';
  return error;
}

/** One estimate the test drives: it sends progress, then finishes it, and sees whether it was cancelled. */
export class FakeBulkEstimateJob implements BulkEstimateJob {
  readonly result: Promise<Estimate>;
  /** How many times cancel() was called. */
  cancelCalls = 0;
  /** Every progress sent, oldest first. */
  readonly progressSent: BulkProgress[] = [];
  /** Running until finished or cancelled, whichever comes first. */
  state: 'running' | 'finished' | 'cancelled' = 'running';
  #resolve: (estimate: Estimate) => void = () => undefined;
  #reject: (reason: unknown) => void = () => undefined;

  constructor(
    readonly file: BulkFileHandle,
    private readonly onProgress: (progress: BulkProgress) => void,
  ) {
    this.result = new Promise<Estimate>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    // A test that never awaits a cancelled job must not see an unhandled rejection.
    this.result.catch(() => undefined);
  }

  /** Sends progress; the file's size and nothing read by default. */
  progress(progress: Partial<BulkProgress>): this {
    const sent: BulkProgress = {
      bytesRead: 0,
      bytesTotal: this.file.size,
      rowsRead: 0,
      elapsedMs: 0,
      ...progress,
    };
    this.progressSent.push(sent);
    this.onProgress(sent);
    return this;
  }

  /** Finishes with an estimate. */
  succeed(summary: BulkSummary): void {
    this.finish(ok(summary));
  }

  /** Finishes with no estimate, for this reason. */
  fail(problem: BulkEstimateProblem): void {
    this.finish(err(problem));
  }

  /** Finishes with the result given (ignored once the job is settled, as a real worker's reply would be). */
  finish(estimate: Estimate): void {
    if (this.state !== 'running') return;
    this.state = 'finished';
    this.#resolve(estimate);
  }

  cancel(): void {
    this.cancelCalls += 1;
    if (this.state !== 'running') return;
    this.state = 'cancelled';
    this.#reject(abortError());
  }
}

/**
 * A BulkFileEstimator whose jobs the test drives: each estimate() call adds a FakeBulkEstimateJob
 * to jobs, which runs until the test finishes it (or the page cancels it).
 */
export class FakeBulkFileEstimator implements BulkFileEstimator {
  readonly jobs: FakeBulkEstimateJob[] = [];

  estimate(
    file: BulkFileHandle,
    onProgress: (progress: BulkProgress) => void,
  ): FakeBulkEstimateJob {
    const job = new FakeBulkEstimateJob(file, onProgress);
    this.jobs.push(job);
    return job;
  }

  /** The newest job; throws when there is none. */
  get lastJob(): FakeBulkEstimateJob {
    const job = this.jobs.at(-1);
    if (!job) throw new Error('No file was given to the estimator');
    return job;
  }
}
