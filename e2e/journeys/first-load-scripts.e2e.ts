import { SITE_ROUTES } from '@netzero/content';
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

/**
 * What a first visit runs before it can answer a tap (issue 18, TBT): the composition root was
 * never preloaded (the prerender looked it up under a name the build no longer gives it), so its
 * chunk and the links for its imports started only once the entry ran; and zod came with it on
 * every page, though only a catalogue page reads its data block before the first call.
 */
describe('the scripts of a first visit', () => {
  const journey = useBrowser();

  it('every prerendered page preloads the composition root; only catalogue pages the products schema', async () => {
    for (const path of [SITE_ROUTES.home, SITE_ROUTES.business, SITE_ROUTES.carbon]) {
      const preloads = await preloadsOf(path);
      expect(preloads.some((href) => /\/static\/container-[\w-]+\.js$/.test(href))).toBe(true);
      const products = preloads.some((href) => /\/static\/products-[\w-]+\.js$/.test(href));
      expect(products).toBe(path === SITE_ROUTES.carbon);
    }
  });

  it(
    'a page without a data block loads no contract schema, and every preload is added',
    journey('first-load-scripts', async (page) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(SITE_ROUTES.business);
      await page.getByRole('button', { name: /add a trip/i }).waitFor();
      const preloads = await preloadsOf(SITE_ROUTES.business);
      // boot.js adds its links a few per task; all of them are there once the page has settled.
      const linked = await page.$$eval('link[rel=modulepreload]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(linked).toEqual(expect.arrayContaining(preloads));
      expect(scripts.filter((path) => /\/static\/(products|src)-/.test(path))).toEqual([]);
    }),
  );

  it(
    'a catalogue page lists its projects with the products schema only, not the whole contract',
    journey('first-load-catalogue-scripts', async (page) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const refreshed = page.waitForResponse((response) =>
        response.url().endsWith('/api/products'),
      );
      await page.goto(SITE_ROUTES.carbon);
      await refreshed;
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(scripts.some((path) => /\/static\/products-/.test(path))).toBe(true);
      expect(scripts.filter((path) => /\/static\/src-/.test(path))).toEqual([]);
    }),
  );
});
