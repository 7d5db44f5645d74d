// Cheap mtime checks that let `npm start` skip a build when nothing it reads has changed since the
// build (a walk of the sources takes tens of milliseconds; `tsc -b` or `vite build` take seconds).
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The newest file under a file or folder: its path and modification time in milliseconds, or
 * null when the path does not exist or holds no file.
 */
export function newestFile(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  let newest = null;
  for (const name of readdirSync(path)) {
    const found = newestFile(join(path, name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/**
 * Why a build must run, or null when it need not: an output is missing, or a source (file or
 * folder, relative to root) was modified after `builtAt`, the build's time in milliseconds. The
 * build time must be taken when the last build started, so that edits made during it count.
 */
export function staleReason({ root, outputs, sources, builtAt }) {
  for (const output of outputs) {
    if (!existsSync(join(root, output))) return `${output} is missing`;
  }
  for (const source of sources) {
    const newest = newestFile(join(root, source));
    if (newest && newest.mtimeMs > builtAt) {
      return `${relative(root, newest.path)} changed since the last build`;
    }
  }
  return null;
}

/** The time a stamp file records (its modification time, in milliseconds), or -Infinity without one. */
export function stampTime(stampPath) {
  try {
    return statSync(stampPath).mtimeMs;
  } catch (error) {
    if (error.code === 'ENOENT') return Number.NEGATIVE_INFINITY;
    throw error;
  }
}

/** Records that a build which started at `startedAt` (ms since the epoch) succeeded. */
export function writeStamp(stampPath, startedAt) {
  writeFileSync(stampPath, 'Written by scripts/start.mjs after a successful build.\n');
  const seconds = startedAt / 1000;
  utimesSync(stampPath, seconds, seconds);
}
