import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium.mjs';

/** Where failing journeys leave their screenshots (ignored by git). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url));

/** The server under test, as global-setup started it. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** Debian's Chromium, driven by playwright-core; each launch gets a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
}

/**
 * A new page at a viewport size, with the site's origin as base URL. Its goto() returns once the
 * network has been idle for 500 ms: the server sends most pages already rendered, and the app
 * adopts them (hydration) only once its chunks and the composition root have loaded; a click
 * before that does nothing, as it would for a person with no JavaScript yet.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => goto(url, { waitUntil: 'networkidle', ...options });
  return { context, page };
}

/** Saves a full-page screenshot for a failed journey and prints its path. */
export async function saveFailureScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
  await page.screenshot({ path, fullPage: true }).catch(() => undefined);
  console.error(`journey failed; screenshot: ${path}`);
  return path;
}
