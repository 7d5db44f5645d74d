import {
  type BulkEstimateJob,
  type BulkProgress,
  type BulkSummary,
  formatMessage,
  validateUpload,
} from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_COPY } from '../../../content/upload.copy';
import { usePort } from '../../../ui/port-context';

/** The file being read or summarised: its name and size in bytes. */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
}

/** Where the upload is: nothing chosen, refused, being read, cancelled, failed, or summarised. */
export type UploadState =
  | { readonly status: 'idle' }
  | { readonly status: 'rejected'; readonly message: string }
  | { readonly status: 'reading'; readonly file: UploadedFile; readonly progress: BulkProgress }
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly file: UploadedFile; readonly message: string }
  | { readonly status: 'done'; readonly file: UploadedFile; readonly summary: BulkSummary };

/**
 * Checks a chosen file with the core's upload rule (size first, then format), then has the
 * BulkFileEstimator port read and estimate it, with progress. A newer choice cancels a read still
 * under way, and so does leaving the page.
 */
export function useBulkUpload() {
  const estimator = usePort('bulkFileEstimator');
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<BulkEstimateJob | null>(null);

  const stopRunning = useCallback(() => {
    const job = running.current;
    running.current = null;
    job?.cancel();
    return job !== null;
  }, []);

  useEffect(
    () => () => {
      stopRunning();
    },
    [stopRunning],
  );

  const choose = useCallback(
    async (file: File) => {
      stopRunning();
      const refused = validateUpload(file);
      if (refused) {
        setState({ status: 'rejected', message: formatMessage(refused) });
        return;
      }
      const uploaded = { name: file.name, size: file.size };
      const start: BulkProgress = {
        bytesRead: 0,
        bytesTotal: file.size,
        rowsRead: 0,
        elapsedMs: 0,
      };
      setState({ status: 'reading', file: uploaded, progress: start });
      // Progress of a job that is no longer the running one (cancelled, replaced) is dropped.
      const job: BulkEstimateJob = estimator.estimate(file, (progress) => {
        if (running.current === job) setState({ status: 'reading', file: uploaded, progress });
      });
      running.current = job;
      let next: UploadState;
      try {
        const result = await job.result;
        next = result.ok
          ? { status: 'done', file: uploaded, summary: result.value }
          : { status: 'failed', file: uploaded, message: UPLOAD_COPY.fileProblems[result.error] };
      } catch {
        // Cancelled: whoever cancelled it has already set what shows.
        return;
      }
      if (running.current !== job) return;
      running.current = null;
      setState(next);
    },
    [estimator, stopRunning],
  );

  /** Stops the read under way: nothing of the file is kept. */
  const cancel = useCallback(() => {
    if (stopRunning()) setState({ status: 'cancelled' });
  }, [stopRunning]);

  return { state, choose, cancel };
}
