import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blocking, formatViolations, runAxe } from '../support/axe';
import { ARTIFACTS_DIR } from '../support/browser';
import { DESKTOP, MOBILE, useBrowser } from '../support/journey';

// Issue 20: the API reference at /api/docs is Swagger UI served by us, under the site's CSP, with a
// table of contents; the public API (/v1) is the first document.

const SHOTS = join(ARTIFACTS_DIR, 'api-docs');
const journey = useBrowser();

/** Opens the reference and waits for Swagger UI to draw the document's sections. */
async function openReference(page: Page, query = ''): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`CSP ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(`/api/docs${query}`);
  await page.locator('.opblock-tag').first().waitFor({ timeout: 15_000 });
  return problems;
}

describe('the API reference', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(
      `shows the public API with a table of contents at ${viewport.width} px`,
      journey(
        `api reference ${viewport.width}`,
        async (page) => {
          const problems = await openReference(page);
          expect(
            await page.getByRole('heading', { level: 1, name: /NetZero public API/ }).count(),
          ).toBe(1);
          const contents = page.getByRole('navigation', { name: 'Contents' });
          expect(await contents.locator('a').count()).toBeGreaterThan(3);
          expect(await page.getByRole('button', { name: /Authorize/ }).count()).toBeGreaterThan(0);
          const axe = await runAxe(page);
          expect(
            formatViolations(
              blocking([{ route: '/api/docs', width: viewport.width, violations: axe }]),
            ),
          ).toBe('');
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: join(SHOTS, `api-docs-${viewport.width}.png`) });
          expect(problems).toEqual([]);
        },
        viewport,
      ),
    );
  }

  it(
    'opens an operation from the table of contents, and shows the site API on its switch',
    journey('api reference contents', async (page) => {
      const problems = await openReference(page);
      const contents = page.getByRole('navigation', { name: 'Contents' });
      const firstOperation = contents.locator('li li a').first();
      const href = (await firstOperation.getAttribute('href')) ?? '';
      const operationId = href.split('/')[2] ?? '';
      expect(operationId).not.toBe('');
      await firstOperation.click();
      await page
        .locator(`[id$="-${operationId}"] .opblock-body`)
        .first()
        .waitFor({ timeout: 10_000 });

      await page.getByRole('link', { name: 'Site API' }).click();
      await page.locator('.opblock-tag').first().waitFor({ timeout: 15_000 });
      expect(
        await page.getByRole('heading', { level: 1, name: /NetZero Market API/ }).count(),
      ).toBe(1);
      expect(problems).toEqual([]);
    }),
  );
});
