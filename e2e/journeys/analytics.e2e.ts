import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESOURCES_COPY } from '../../apps/web/src/content/resources.copy';
import { SHOP_COPY } from '../../apps/web/src/content/shop.copy';
import { SITE_COPY } from '../../apps/web/src/content/site.copy';
import { useBrowser } from '../support/journey';

type DataLayerEntry = Record<string, unknown>;

/** The tracking events pushed so far (spec §7), in order. */
function events(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    (((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []) as DataLayerEntry[])
      .filter((entry) => entry.event === 'pageview' || entry.event === 'click')
      .map((entry) => ({ ...entry })),
  );
}

/** Waits until the data layer holds more than `count` tracking events, then returns the new ones. */
async function eventsAfter(page: Page, count: number, atLeast = 1): Promise<DataLayerEntry[]> {
  await page.waitForFunction(
    ([seen, more]) =>
      ((window as unknown as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'pageview' || entry.event === 'click',
      ).length >=
      seen + more,
    [count, atLeast] as const,
  );
  return (await events(page)).slice(count);
}

describe('journey 9: the data layer receives the tracking events of spec §7', () => {
  const journey = useBrowser();

  it(
    'a pageview with path and query on load and on a client-side route change; a click for a link and a button',
    journey('analytics', async (page) => {
      // Load: one pageview with the path and the query.
      await page.goto('/Carbon?utm_source=e2e&ref=journey9');
      await page.getByRole('heading', { level: 1, name: SHOP_COPY.carbon.title }).waitFor();
      const onLoad = await eventsAfter(page, 0);
      expect(onLoad).toEqual([{ event: 'pageview', page: '/Carbon?utm_source=e2e&ref=journey9' }]);

      // A link in the navigation bar: its click, then the client-side route change's pageview.
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const nav = page.getByRole('navigation', { name: SITE_COPY.nav.label });
      let seen = (await events(page)).length;
      await nav.getByRole('link', { name: SITE_COPY.nav.resources, exact: true }).click();
      await page.waitForURL(/\/Resources$/i);
      await page.getByRole('heading', { level: 1, name: RESOURCES_COPY.list.title }).waitFor();
      expect(await eventsAfter(page, seen, 2)).toEqual([
        {
          event: 'click',
          elementType: 'a',
          text: SITE_COPY.nav.resources,
          target: '/Resources',
        },
        { event: 'pageview', page: '/Resources' },
      ]);
      // No reload: the router changed the route in the same document.
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);

      // A button: its text, and no target.
      seen = (await events(page)).length;
      const business = nav.getByRole('button', { name: SITE_COPY.nav.business });
      await business.click();
      await nav.getByRole('link', { name: SITE_COPY.nav.subscription }).waitFor();
      expect(await eventsAfter(page, seen)).toEqual([
        { event: 'click', elementType: 'button', text: SITE_COPY.nav.business, target: null },
      ]);

      // A link with only an icon is named by its aria label; following it is a route change too.
      seen = (await events(page)).length;
      await page.getByRole('link', { name: SITE_COPY.nav.cart, exact: true }).click();
      await page.waitForURL(/\/AddToCard$/i);
      expect(await eventsAfter(page, seen, 2)).toEqual([
        { event: 'click', elementType: 'a', text: SITE_COPY.nav.cart, target: '/AddToCard' },
        { event: 'pageview', page: '/AddToCard' },
      ]);
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
    }),
  );
});
