import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestFile, staleReason, stampTime, writeStamp } from './build-freshness.mjs';

// The checks `npm start` uses to skip `tsc -b` and `vite build` when nothing changed.
let root: string;

/** Writes a file under root with a modification time of `at` seconds since the epoch. */
function file(path: string, at: number): void {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, at, at);
}

/** A build of dist/main.js from src/ and tsconfig.json (optional-folder does not exist). */
const build = (builtAtSeconds: number) => ({
  root,
  outputs: ['dist/main.js'],
  sources: ['src', 'tsconfig.json', 'optional-folder'],
  builtAt: builtAtSeconds * 1000,
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'freshness-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('newestFile', () => {
  it('finds the newest file at any depth of a folder', () => {
    file('src/a.ts', 1_000);
    file('src/deep/er/b.ts', 3_000);
    file('src/c.ts', 2_000);
    expect(newestFile(join(root, 'src'))).toEqual({
      path: join(root, 'src/deep/er/b.ts'),
      mtimeMs: 3_000_000,
    });
  });

  it('answers a single file with itself, and null for a missing path or an empty folder', () => {
    file('one.json', 5_000);
    mkdirSync(join(root, 'empty'));
    expect(newestFile(join(root, 'one.json'))?.mtimeMs).toBe(5_000_000);
    expect(newestFile(join(root, 'missing'))).toBeNull();
    expect(newestFile(join(root, 'empty'))).toBeNull();
  });
});

describe('staleReason', () => {
  it('is null when every output exists and no source changed after the build', () => {
    file('dist/main.js', 2_000);
    file('src/main.ts', 1_000);
    file('src/deep/util.ts', 1_500);
    file('tsconfig.json', 900);
    expect(staleReason(build(2_000))).toBeNull();
  });

  it('names a missing output', () => {
    file('src/main.ts', 1_000);
    expect(staleReason(build(2_000))).toBe('dist/main.js is missing');
  });

  it('names the source that changed after the build, however deep', () => {
    file('dist/main.js', 2_000);
    file('src/main.ts', 1_000);
    file('src/deep/util.ts', 2_001);
    expect(staleReason(build(2_000))).toBe(
      `${join('src', 'deep', 'util.ts')} changed since the last build`,
    );
  });

  it('counts a changed configuration file as a changed source', () => {
    file('dist/main.js', 2_000);
    file('src/main.ts', 1_000);
    file('tsconfig.json', 3_000);
    expect(staleReason(build(2_000))).toBe('tsconfig.json changed since the last build');
  });

  it('is stale for every source when there was no build', () => {
    file('dist/main.js', 2_000);
    file('src/main.ts', 1);
    expect(staleReason({ ...build(0), builtAt: stampTime(join(root, 'no-stamp')) })).toBe(
      `${join('src', 'main.ts')} changed since the last build`,
    );
  });
});

describe('stamps', () => {
  it('records the time the build started, not the time it ended', () => {
    const stamp = join(root, 'dist', '.stamp');
    mkdirSync(join(root, 'dist'));
    expect(stampTime(stamp)).toBe(Number.NEGATIVE_INFINITY);
    writeStamp(stamp, 1_700_000_000_000);
    expect(stampTime(stamp)).toBe(1_700_000_000_000);
  });

  it('makes a source edited during the build count as changed at the next start', () => {
    const stamp = join(root, 'dist', '.stamp');
    file('dist/main.js', 1_000);
    file('src/main.ts', 1_050); // edited while the build that started at 1,000 s was running
    writeStamp(stamp, 1_000_000);
    expect(staleReason({ ...build(0), builtAt: stampTime(stamp) })).toBe(
      `${join('src', 'main.ts')} changed since the last build`,
    );
  });
});
