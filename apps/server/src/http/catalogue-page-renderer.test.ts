import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE_SNAPSHOT_ELEMENT_ID } from '@netzero/content';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../services/catalogue/catalogue.service.js';
import type { ProductRecord } from '../services/ports/product.repository.port.js';
import { loadCataloguePageRenderer } from './catalogue-page-renderer.js';
import { installErrorHandling } from './error-handler.js';
import { CataloguePreloadedPage } from './page-preloads.js';
import { installWebApp } from './web-app.js';

const product = (id: number, title: string): ProductRecord => ({
  id,
  slug: `p${id}`,
  title,
  description: 'Verified reductions </script><!-- and "quotes"',
  imageUrl: `/assets/projects/p${id}.svg`,
  plpUrl: null,
  priceCents: 1400,
  currency: 'USD',
  availableTonnes: 100,
  standard: 'Gold Standard',
  vintage: 2023,
  location: 'India',
  sdgs: [7, 13],
});
const snapshot = (...products: ProductRecord[]): CatalogueSnapshot => ({
  products,
  byId: new Map(products.map((p) => [p.id, p])),
});

const SHELL =
  '<!doctype html><html><head><title>Our Carbon Projects</title></head><body><div id="root"></div></body></html>';
const PRERENDERED = SHELL.replace('<div id="root"></div>', '<div id="root"><p>Loading</p></div>');
// Stands for the web build's server entry: renders the titles of the list it is given.
const ENTRY = `export async function prerenderPage(path, json) {
  const titles = json === null ? [] : JSON.parse(json).map((p) => p.title);
  return { html: '<h1>' + path + '</h1><ul>' + titles.map((t) => '<li>' + t + '</li>').join('') + '</ul>' };
}`;

describe('catalogue pages rendered by the server with the list', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-ssr-'));
  const apps: ReturnType<typeof Fastify>[] = [];

  beforeAll(() => {
    writeFileSync(join(dist, 'index.html'), SHELL);
    mkdirSync(join(dist, 'pages'));
    writeFileSync(join(dist, 'pages/carbon.html'), PRERENDERED);
    mkdirSync(join(dist, 'ssr/pages'), { recursive: true });
    writeFileSync(join(dist, 'ssr/prerender.js'), ENTRY);
    writeFileSync(join(dist, 'ssr/pages/carbon.html'), SHELL);
    writeFileSync(join(dist, 'pages/khasihill.html'), PRERENDERED);
    writeFileSync(join(dist, 'ssr/pages/khasihill.html'), SHELL);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders the list into the shell and carries it as a data block no markup can close', async () => {
    const renderer = await loadCataloguePageRenderer(dist, '/Carbon', '/carbon');
    const html = await renderer?.render(snapshot(product(1, 'Biogas'), product(2, 'Water')));
    expect(html).toContain(
      '<div id="root"><h1>/Carbon</h1><ul><li>Biogas</li><li>Water</li></ul></div>',
    );
    const block = new RegExp(
      `<script type="application/json" id="${CATALOGUE_SNAPSHOT_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html ?? '');
    expect(block?.[1]).not.toContain('</script>');
    expect(block?.[1]).not.toContain('<!--');
    expect(JSON.parse(block?.[1] ?? 'null')[0].description).toBe(product(1, '').description);
  });

  it('keys a page by its list: the same list, the same key; a change, a new one', async () => {
    const renderer = await loadCataloguePageRenderer(dist, '/Carbon', '/carbon');
    const one = renderer?.keyOf(snapshot(product(1, 'Biogas')));
    expect(renderer?.keyOf(snapshot(product(1, 'Biogas')))).toBe(one);
    expect(renderer?.keyOf(snapshot({ ...product(1, 'Biogas'), availableTonnes: 99 }))).not.toBe(
      one,
    );
  });

  it('reports a page it cannot render and keeps sending the page as it was', async () => {
    const reported: unknown[] = [];
    const failing = {
      keyOf: () => 'k',
      render: async () => {
        throw new Error('render failed');
      },
    };
    const page = await CataloguePreloadedPage.create(
      PRERENDERED,
      { snapshot: async () => snapshot(product(1, 'Biogas')) },
      failing,
      (error) => reported.push(error),
    );
    expect(reported).toEqual([new Error('render failed')]);
    expect(page.current().identity.toString()).toContain('<p>Loading</p>');
  });

  it('is none when the build left no server entry', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'web-dist-no-ssr-'));
    try {
      expect(await loadCataloguePageRenderer(bare, '/Carbon', '/carbon')).toBeNull();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('sends a project page rendered with the list, preloading its own image (issue 18 item 16)', async () => {
    const khasi = { ...product(3, 'Khasi Hills'), plpUrl: '/Khasihill' };
    const app = Fastify();
    apps.push(app);
    const current = snapshot(product(1, 'Biogas'), khasi);
    installErrorHandling(app, await installWebApp(app, dist, { snapshot: async () => current }));
    for (const url of ['/Khasihill', '/khasihill/']) {
      const body = (await app.inject({ url })).body;
      // The build's page held a spinner; the server's holds the project, and the list it read.
      expect(body, url).toContain('<div id="root"><h1>/Khasihill</h1><ul><li>Biogas</li>');
      expect(body, url).not.toContain('<p>Loading</p>');
      expect(body, url).toContain(`id="${CATALOGUE_SNAPSHOT_ELEMENT_ID}"`);
      expect(body, url).toContain(
        '<link rel="preload" as="image" href="/assets/projects/p3.svg" fetchpriority="high">',
      );
      expect(body, url).not.toContain('as="image" href="/assets/projects/p1.svg"');
    }
  });

  it('sends /Carbon with the current list, renders again when it changes, and never serves ssr/', async () => {
    let current = snapshot(product(1, 'Biogas'));
    const app = Fastify();
    apps.push(app);
    installErrorHandling(app, await installWebApp(app, dist, { snapshot: async () => current }));
    expect((await app.inject({ url: '/Carbon' })).body).toContain('<li>Biogas</li>');

    current = snapshot(product(1, 'Biogas'), product(3, 'Forest'));
    // The visitor who notices the change gets the page of the last snapshot; the next, the new one.
    let body = (await app.inject({ url: '/Carbon' })).body;
    for (let tries = 0; tries < 100 && !body.includes('Forest'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      body = (await app.inject({ url: '/carbon' })).body;
    }
    expect(body).toContain('<li>Biogas</li><li>Forest</li>');

    expect((await app.inject({ url: '/ssr/prerender.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/ssr/pages/carbon.html' })).statusCode).toBe(404);
  });
});
