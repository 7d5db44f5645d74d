/** How far the reading of a file has come. */
export interface BulkProgress {
  readonly bytesRead: number;
  readonly bytesTotal: number;
  readonly rowsRead: number;
  readonly elapsedMs: number;
}

/** How much is done, from 0 to 1. */
export function progressFraction(progress: BulkProgress): number {
  if (progress.bytesTotal <= 0) return 1;
  return Math.min(1, Math.max(0, progress.bytesRead / progress.bytesTotal));
}

/** Least time read before a time left is given: the first moments say little about the rate. */
export const TIME_LEFT_MIN_ELAPSED_MS = 500;

/** The time left at the rate so far, in ms, or null while too little has been read to tell. */
export function progressTimeLeftMs(progress: BulkProgress): number | null {
  if (progress.elapsedMs < TIME_LEFT_MIN_ELAPSED_MS || progress.bytesRead <= 0) return null;
  const remaining = Math.max(0, progress.bytesTotal - progress.bytesRead);
  return (remaining * progress.elapsedMs) / progress.bytesRead;
}
