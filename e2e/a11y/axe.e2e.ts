import { ARTICLE_PATHS, SITE_ROUTES } from '@netzero/content';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type E2eAccount, signUpByApi, useSession } from '../support/accounts';
import {
  type AxeRouteResult,
  blocking,
  formatTable,
  formatViolations,
  runAxe,
} from '../support/axe';
import { DESKTOP, MOBILE, useBrowser } from '../support/journey';

/** Every route of spec §2, the payment return page and a path that is not a page, logged out. */
const PUBLIC_ROUTES = [
  ...Object.values(SITE_ROUTES),
  ...ARTICLE_PATHS,
  '/checkout?orderId=1&userId=1',
  '/no-such-page',
];

/** The pages that show something else once logged in. */
const ACCOUNT_ROUTES = [SITE_ROUTES.cart, SITE_ROUTES.checkout, SITE_ROUTES.admin];

/** Opens a route with motion reduced (no reveal animations), waits for its heading and settles. */
async function openSettled(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch((error: Error) => {
      throw new Error(`${route}: no visible h1 (${error.message.split('\n')[0]})`);
    });
  // Data-driven pages (projects, orders, cart) fill in after their calls answer.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

describe('accessibility: axe-core on every route at 390 px and 1280 px', () => {
  const journey = useBrowser();
  const results: AxeRouteResult[] = [];

  afterAll(() => {
    if (results.length > 0) {
      console.log(
        `axe-core violations (rules) by impact, per route and width:\n${formatTable(results)}`,
      );
    }
  });

  async function audit(page: Page, routes: readonly string[], width: number, label = '') {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: AxeRouteResult[] = [];
    for (const route of routes) {
      await openSettled(page, route);
      found.push({ route: `${route}${label}`, width, violations: await runAxe(page) });
    }
    results.push(...found);
    const bad = blocking(found);
    expect(bad, `serious or critical violations:\n${formatViolations(bad)}`).toEqual([]);
  }

  for (const viewport of [MOBILE, DESKTOP]) {
    it(
      `logged out at ${viewport.width} px: no serious or critical violations`,
      journey(
        `axe-logged-out-${viewport.width}`,
        (page) => audit(page, PUBLIC_ROUTES, viewport.width),
        viewport,
      ),
    );
  }

  let account: Promise<E2eAccount> | undefined;
  for (const viewport of [MOBILE, DESKTOP]) {
    it(
      `logged in at ${viewport.width} px: no serious or critical violations on the account pages`,
      journey(
        `axe-logged-in-${viewport.width}`,
        async (page) => {
          account ??= signUpByApi('axe');
          await useSession(page, await account);
          await audit(page, ACCOUNT_ROUTES, viewport.width, ' (logged in)');
        },
        viewport,
      ),
    );
  }
});
