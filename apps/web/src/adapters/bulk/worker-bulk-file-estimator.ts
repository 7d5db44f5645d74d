import {
  type BulkEstimateJob,
  type BulkEstimateProblem,
  type BulkFileEstimator,
  type BulkFileHandle,
  type BulkProgress,
  type BulkSummary,
  err,
  type Result,
} from '@netzero/core';
import type { BulkWorkerReply, BulkWorkerRequest } from './bulk-worker-protocol';

/** The part of a Worker the estimator uses (tests hand in a fake). */
export interface BulkWorkerHandle {
  onmessage: ((event: MessageEvent<BulkWorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(request: BulkWorkerRequest): void;
  terminate(): void;
}

/** A new module worker running bulk-estimate.worker.ts (Vite bundles it as its own chunk). */
function startBulkWorker(): BulkWorkerHandle {
  return new Worker(new URL('./bulk-estimate.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * The BulkFileEstimator of the browser: each file is estimated in a Web Worker of its own, which
 * is terminated when the estimate is done or cancelled (that stops its reading at once).
 */
export class WorkerBulkFileEstimator implements BulkFileEstimator {
  constructor(private readonly startWorker: () => BulkWorkerHandle = startBulkWorker) {}

  estimate(file: BulkFileHandle, onProgress: (progress: BulkProgress) => void): BulkEstimateJob {
    if (!(file instanceof File)) {
      return { result: Promise.resolve(err('unreadable')), cancel: () => undefined };
    }
    const worker = this.startWorker();
    let finished = false;
    let stop: (reason: DOMException) => void = () => undefined;
    const result = new Promise<Result<BulkSummary, BulkEstimateProblem>>((resolve, reject) => {
      const finish = (estimate: Result<BulkSummary, BulkEstimateProblem>) => {
        if (finished) return;
        finished = true;
        worker.terminate();
        resolve(estimate);
      };
      stop = (reason) => {
        if (finished) return;
        finished = true;
        worker.terminate();
        reject(reason);
      };
      worker.onmessage = ({ data: reply }) => {
        if (reply.type === 'progress') {
          if (!finished) onProgress(reply.progress);
        } else {
          finish(reply.type === 'done' ? reply.result : err('unreadable'));
        }
      };
      // The worker's script failed to load or threw, or a reply could not be read.
      worker.onerror = (event) => {
        event.preventDefault();
        finish(err('unreadable'));
      };
      worker.onmessageerror = () => finish(err('unreadable'));
    });
    worker.postMessage({ file });
    return {
      result,
      cancel: () => stop(new DOMException('The estimate was cancelled.', 'AbortError')),
    };
  }
}
