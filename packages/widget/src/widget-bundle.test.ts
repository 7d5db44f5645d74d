// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../vite.config.js';

/** The budget: the widget adds less than 15 KB gzip to a merchant's page. */
const GZIP_BUDGET_BYTES = 15 * 1024;

describe('the built widget (one file)', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'netzero-widget-'));
  let code = '';
  beforeAll(async () => {
    // The real build, into a temporary folder so a test run never replaces the served file.
    await build({ ...config, configFile: false, build: { ...config.build, outDir } });
    code = readFileSync(join(outDir, 'netzero-offset.js'), 'utf8');
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('adds less than 15 KB gzip', () => {
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    console.info(`netzero-offset.js: ${code.length} B, ${gzipBytes} B gzip`);
    expect(gzipBytes).toBeLessThan(GZIP_BUDGET_BYTES);
  });

  it('bundles no zod and nothing a strict CSP refuses (eval, new Function, style strings)', () => {
    expect(code).not.toMatch(/\bzod\b|ZodError|safeParse/);
    expect(code).not.toMatch(/\beval\(|new Function\(|setAttribute\(\s*[`'"]style/);
    expect(code).not.toMatch(/\.innerHTML\s*=|cssText/);
    expect(code).toContain('customElements.define');
  });
});
