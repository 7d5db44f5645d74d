// Types of build-freshness.mjs for the TypeScript tests that import it.

/** The newest file under a file or folder, or null when the path does not exist or holds no file. */
export function newestFile(path: string): { path: string; mtimeMs: number } | null;

/** Why a build must run (an output is missing, a source changed after builtAt), or null. */
export function staleReason(build: {
  root: string;
  outputs: readonly string[];
  sources: readonly string[];
  builtAt: number;
}): string | null;

/** The time a stamp file records, in milliseconds, or -Infinity without one. */
export function stampTime(stampPath: string): number;

/** Records that a build which started at `startedAt` (ms since the epoch) succeeded. */
export function writeStamp(stampPath: string, startedAt: number): void;
