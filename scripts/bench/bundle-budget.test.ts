import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, measureBundle } from './bundle-size.mjs';

// Issue 9's size budgets, checked on every `npm test`: two production builds (the app and a bare
// React + React Router page) into a temporary folder, a few seconds. Sizes, not times.
const cache = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));

describe('web bundle budgets', () => {
  let work = '';
  let sizes: Awaited<ReturnType<typeof measureBundle>>;

  beforeAll(async () => {
    work = mkdtempSync(join(cache, 'bundle-budget-'));
    sizes = await measureBundle(work);
  }, 180_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it(`keeps the home route's first JavaScript within ${BUDGETS.ratio}× a bare React Router page`, () => {
    // A bare page of React 19 and React Router weighs ~79 KB gzip: far from empty, so a broken
    // build cannot pass by accident.
    expect(sizes.bare.gzip).toBeGreaterThan(60 * 1024);
    const report = sizes.app.rows.map((row) => `${row.file} ${(row.gzip / 1024).toFixed(1)} KB`);
    expect(sizes.ratio, `home route: ${report.join(', ')}`).toBeLessThanOrEqual(BUDGETS.ratio);
    // The app starts React's renderer and the router with dynamic imports (main.tsx): a measure
    // that missed them would come out below the bare page that imports them statically.
    expect(sizes.ratio, `home route: ${report.join(', ')}`).toBeGreaterThan(1);
  });

  it(`has no chunk over ${BUDGETS.chunkKB} KB gzip`, () => {
    expect(sizes.app.chunks.length).toBeGreaterThan(10);
    const over = sizes.app.chunks.filter((chunk) => chunk.gzip > BUDGETS.chunkKB * 1024);
    expect(over.map((chunk) => `${chunk.file} ${(chunk.gzip / 1024).toFixed(1)} KB`)).toEqual([]);
  });
});
