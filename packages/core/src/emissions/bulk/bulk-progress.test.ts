import { describe, expect, it } from 'vitest';
import { progressFraction, progressTimeLeftMs, TIME_LEFT_MIN_ELAPSED_MS } from './bulk-progress.js';

const at = (bytesRead: number, bytesTotal: number, elapsedMs: number) => ({
  bytesRead,
  bytesTotal,
  rowsRead: 0,
  elapsedMs,
});

describe('bulk progress', () => {
  it('gives the fraction read, kept within 0 and 1', () => {
    expect(progressFraction(at(25, 100, 10))).toBe(0.25);
    expect(progressFraction(at(150, 100, 10))).toBe(1);
    expect(progressFraction(at(0, 0, 10))).toBe(1);
  });

  it('gives the time left at the rate so far, once enough time has passed', () => {
    expect(progressTimeLeftMs(at(25, 100, TIME_LEFT_MIN_ELAPSED_MS - 1))).toBeNull();
    expect(progressTimeLeftMs(at(0, 100, 2000))).toBeNull();
    expect(progressTimeLeftMs(at(25, 100, 1000))).toBe(3000);
    expect(progressTimeLeftMs(at(100, 100, 1000))).toBe(0);
  });
});
