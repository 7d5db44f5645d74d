import { SITE_ROUTES } from '@netzero/content';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/browser';
import { useBrowser } from '../support/journey';

/** The chunks a prerendered page's boot script preloads after the first paint (boot.js). */
async function preloadsOf(path: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const list = /data-preload="([^"]*)"/.exec(html)?.[1];
  if (list === undefined) throw new Error(`${path} has no boot script`);
  return list.split(' ').filter(Boolean);
}

/** The paths of the scripts the page asks for from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Waits until React has adopted the page's markup. boot.js starts the app only after it has added
 * every preload link, so from then on the page's links are all there.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__react'));
  });
}

/** The contract's chunks: the products' schemas (with zod) and the rest. */
const CONTRACT_CHUNK = /\/static\/(products|src)-/;

/**
 * What a first visit runs before it can answer a tap (issue 18, TBT): the composition root was
 * never preloaded (the prerender looked it up under a name the build no longer gives it), so its
 * chunk and the links for its imports started only once the entry ran; and zod, ~130 ms of a
 * phone's main thread, loaded on every page that showed the catalogue or a price.
 */
describe('the scripts of a first visit', () => {
  const journey = useBrowser();

  it('every prerendered page preloads the composition root, and none a contract schema', async () => {
    for (const path of [SITE_ROUTES.home, SITE_ROUTES.business, SITE_ROUTES.carbon]) {
      const preloads = await preloadsOf(path);
      expect(preloads.some((href) => /\/static\/container-[\w-]+\.js$/.test(href))).toBe(true);
      expect(preloads.filter((href) => CONTRACT_CHUNK.test(href))).toEqual([]);
    }
  });

  it(
    'a page without a data block loads no contract schema, and every preload is added',
    journey('first-load-scripts', async (page) => {
      const scripts = recordScripts(page);
      // A phone's CPU, as Lighthouse simulates it: the page's scripts arrive long before its links are added.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(SITE_ROUTES.business);
      // The button is in the prerendered markup; the links are all there once the app runs.
      await page.getByRole('button', { name: /add a trip/i }).waitFor();
      await hydrated(page);
      const preloads = await preloadsOf(SITE_ROUTES.business);
      const linked = await page.$$eval('link[rel=modulepreload]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(linked).toEqual(expect.arrayContaining(preloads));
      // Each once: the app's preload helper found boot.js's links and added none of its own.
      expect(linked.length).toBe(new Set(linked).size);
      expect(scripts.filter((path) => CONTRACT_CHUNK.test(path))).toEqual([]);
    }),
  );

  it(
    'a page with the catalogue shows it and refreshes it without a contract schema or a price call',
    journey('first-load-catalogue-scripts', async (page) => {
      const scripts = recordScripts(page);
      const calls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) calls.push(pathname);
      });
      for (const path of [SITE_ROUTES.carbon, SITE_ROUTES.subscription]) {
        // The refresh gets the bytes of the page's data block: nothing to decode.
        const refreshed = page.waitForResponse((response) =>
          response.url().endsWith('/api/products'),
        );
        await page.goto(path);
        await refreshed;
        await page.getByRole('heading', { level: 2 }).first().waitFor();
      }
      await page.getByText(/\$15/).first().waitFor();
      expect(calls.filter((path) => path.includes('/price'))).toEqual([]);
      expect(scripts.filter((path) => CONTRACT_CHUNK.test(path))).toEqual([]);
    }),
  );

  it(
    'a first visit formats its prices and quantities without starting ICU',
    journey('first-load-number-formats', async (page) => {
      // Counts every number format the page makes: the first one starts ICU's number data, which
      // took 30-45 ms here (Lighthouse's phone: 120-180 ms) inside hydration.
      await page.addInitScript(() => {
        const counted = window as unknown as { numberFormats: number };
        counted.numberFormats = 0;
        const make = Intl.NumberFormat;
        Intl.NumberFormat = new Proxy(make, {
          construct(target, args) {
            counted.numberFormats += 1;
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            counted.numberFormats += 1;
            return Reflect.apply(target, self, args);
          },
        });
        const toLocale = Number.prototype.toLocaleString;
        Number.prototype.toLocaleString = function (this: number, ...args) {
          counted.numberFormats += 1;
          return toLocale.apply(this, args);
        };
      });
      const made: Record<string, number> = {};
      for (const path of [
        SITE_ROUTES.home,
        SITE_ROUTES.business,
        SITE_ROUTES.invest,
        SITE_ROUTES.carbon,
        SITE_ROUTES.subscription,
        SITE_ROUTES.personalCalculator,
        SITE_ROUTES.methodology,
      ]) {
        await page.goto(path);
        await hydrated(page);
        made[path] = await page.evaluate(
          () => (window as unknown as { numberFormats: number }).numberFormats,
        );
      }
      expect(made).toEqual({
        [SITE_ROUTES.home]: 0,
        [SITE_ROUTES.business]: 0,
        [SITE_ROUTES.invest]: 0,
        [SITE_ROUTES.carbon]: 0,
        [SITE_ROUTES.subscription]: 0,
        [SITE_ROUTES.personalCalculator]: 0,
        [SITE_ROUTES.methodology]: 0,
      });
    }),
  );
});
