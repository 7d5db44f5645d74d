import { estimateBulkSource } from '@netzero/bulk';
import type { BulkEstimateProblem, BulkProgress, BulkSummary, Result } from '@netzero/core';
import { blobByteSource } from './blob-byte-source';

/** What the page sends the worker: the file to estimate (a File is cloned, not copied into memory). */
export interface BulkWorkerRequest {
  readonly file: File;
}

/** What the worker sends back: progress as it reads, then the estimate, or 'failed' when it broke. */
export type BulkWorkerReply =
  | { readonly type: 'progress'; readonly progress: BulkProgress }
  | { readonly type: 'done'; readonly result: Result<BulkSummary, BulkEstimateProblem> }
  | { readonly type: 'failed' };

/** The part of a worker's global scope the estimate uses (a test hands in its own). */
export interface BulkWorkerScope {
  onmessage: ((event: MessageEvent<BulkWorkerRequest>) => void) | null;
  postMessage(reply: BulkWorkerReply): void;
}

/** Answers each {file} message with progress replies and then 'done' (or 'failed'). */
export function serveBulkEstimates(scope: BulkWorkerScope, now?: () => number): void {
  scope.onmessage = (event) => {
    const post = (reply: BulkWorkerReply) => scope.postMessage(reply);
    // The page ends a job by terminating the worker: no signal is needed here.
    Promise.resolve(event.data.file)
      .then((file) =>
        estimateBulkSource(blobByteSource(file), file.name, {
          onProgress: (progress) => post({ type: 'progress', progress }),
          now,
        }),
      )
      .then((result) => post({ type: 'done', result }))
      .catch(() => post({ type: 'failed' }));
  };
}
