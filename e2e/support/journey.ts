import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newPage, saveFailureScreenshot } from './browser';

/** The viewports the journeys and the accessibility checks use. */
export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/**
 * One Chromium for the file. journey(name, body) gives the body a fresh page (own cookies and
 * storage) and, if the body throws, saves a screenshot under e2e/artifacts before failing.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  return function journey(
    name: string,
    body: (page: Page) => Promise<void>,
    viewport: { width: number; height: number } = DESKTOP,
  ): () => Promise<void> {
    return async () => {
      if (!browser) throw new Error('the browser did not start');
      const { context, page } = await newPage(browser, viewport);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') pageErrors.push(message.text());
      });
      try {
        await body(page);
      } catch (error) {
        await saveFailureScreenshot(page, name);
        if (pageErrors.length > 0) console.error(`errors in the page:\n${pageErrors.join('\n')}`);
        throw error;
      } finally {
        await context.close();
      }
    };
  };
}
