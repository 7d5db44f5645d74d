import { type BulkSummary, formatMessage, UPLOAD_COPY, validateUpload } from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BulkReadProblem } from './read-bulk-file';

/** The file being read or summarised: its name and size in bytes. */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
}

/** Where the upload is: nothing chosen, refused, being read, failed, or summarised. */
export type UploadState =
  | { readonly status: 'idle' }
  | { readonly status: 'rejected'; readonly message: string }
  | { readonly status: 'reading'; readonly file: UploadedFile }
  | { readonly status: 'failed'; readonly file: UploadedFile; readonly message: string }
  | { readonly status: 'done'; readonly file: UploadedFile; readonly summary: BulkSummary };

function problemText(problem: BulkReadProblem): string {
  return UPLOAD_COPY.fileProblems[problem];
}

/**
 * Checks a chosen file with the core's upload rule (size first, then format), then reads and
 * estimates it with the lazily loaded reader. A newer choice wins over a read still under way.
 */
export function useBulkUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const latest = useRef(0);

  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const choose = useCallback(async (file: File) => {
    latest.current += 1;
    const attempt = latest.current;
    const refused = validateUpload(file);
    if (refused) {
      setState({ status: 'rejected', message: formatMessage(refused) });
      return;
    }
    const uploaded = { name: file.name, size: file.size };
    setState({ status: 'reading', file: uploaded });
    let next: UploadState;
    try {
      const { readBulkFile } = await import('./read-bulk-file');
      const result = await readBulkFile(file);
      next = result.ok
        ? { status: 'done', file: uploaded, summary: result.value }
        : { status: 'failed', file: uploaded, message: problemText(result.error) };
    } catch {
      // The reader's chunk could not be loaded (offline, or a new release replaced it).
      next = { status: 'failed', file: uploaded, message: problemText('unreadable') };
    }
    if (attempt === latest.current) setState(next);
  }, []);

  return { state, choose };
}
