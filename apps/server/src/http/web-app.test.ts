import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installErrorHandling } from './error-handler.js';
import { installWebApp } from './web-app.js';

const INDEX = '<!doctype html><title>NetZero Market</title><div id="root"></div>';
const CARBON =
  '<!doctype html><title>Our Carbon Projects</title><div id="root"><h1>Carbon</h1></div>';
const HOME = '<!doctype html><title>NetZero Market</title><div id="root"><h1>Home</h1></div>';
const SCRIPT = `console.log(${JSON.stringify('NetZero Market '.repeat(40))})`;

/** The body as the browser sees it once it has undone the content coding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (coding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

describe('the web app on the API origin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(join(dist, 'static'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'static/app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'static/app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    // What the build's precompress step writes beside each text file.
    writeFileSync(join(dist, 'static/big-abc123.js'), SCRIPT);
    writeFileSync(join(dist, 'static/big-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'static/big-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build's prerender writes: one page per static route, by lower-case path.
    mkdirSync(join(dist, 'pages'));
    writeFileSync(join(dist, 'pages/carbon.html'), CARBON);
    writeFileSync(join(dist, 'pages/index.html'), HOME);
    installErrorHandling(app, await installWebApp(app, dist));
    app.get('/api/products', async () => []);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the prerendered page of a route, in any case, when the address has no query', async () => {
    for (const url of ['/Carbon', '/carbon', '/CARBON/']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response), url).toBe(CARBON);
    }
    expect((await app.inject({ url: '/' })).body).toBe(HOME);
    // The prerender is the view without parameters: with a query, the app renders in the browser.
    expect((await app.inject({ url: '/Carbon?page=2' })).body).toBe(INDEX);
    // Only site routes: /index is no page of ours.
    const unknown = await app.inject({ url: '/index' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
  });

  it('serves the page for every route of the spec, in any case', async () => {
    for (const url of [
      '/?from=x',
      '/AddToCard',
      '/addtocard',
      '/AddToCard?x=1',
      '/blog1',
      '/Blog7',
      '/checkout',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers unknown pages with the same page and status 404 (the app shows its 404 page)', async () => {
    const response = await app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(INDEX);
  });

  it("serves the operator console's addresses with the app, kept out of search engines", async () => {
    for (const url of ['/ops', '/ops/', '/ops/orders/12', '/ops/invitation?token=abc']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    expect((await app.inject({ url: '/opsy' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/Carbon' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('keeps unknown API paths and other methods as JSON 404s', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nothing' },
      { method: 'GET' as const, url: '/auth/nothing' },
      { method: 'POST' as const, url: '/Carbon' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    expect((await app.inject({ url: '/api/products' })).json()).toEqual([]);
  });

  it('serves hashed build files with a year of caching', async () => {
    const response = await app.inject({ url: '/static/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('never serves a source map the build left beside a bundle', async () => {
    const response = await app.inject({ url: '/static/app-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret.ts');
  });

  it('sends the page compressed when the browser accepts it, and never cached without revalidation', async () => {
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const response = await app.inject({ url: '/Business', headers });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(coding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response)).toBe(INDEX);
    }
    const missing = await app.inject({
      url: '/no-such-page',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(decoded(missing)).toBe(INDEX);
  });

  it("sends the build's compressed copy of a hashed file, with a year of caching either way", async () => {
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const response = await app.inject({ url: '/static/big-abc123.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(coding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decoded(response)).toBe(SCRIPT);
    }
  });

  it('does not mark the unhashed public files immutable', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('is skipped when the app has not been built', async () => {
    const bare = Fastify();
    expect(await installWebApp(bare, join(dist, 'missing'))).toBeNull();
    await bare.close();
  });
});

describe("/Carbon's preloads from the catalogue", () => {
  const CARBON_PAGE =
    '<!doctype html><html><head><title>Our Carbon Projects</title><link rel="stylesheet" href="/static/a.css"></head><body><div id="root"><h1>Carbon</h1></div></body></html>';
  const HOME_PAGE = '<!doctype html><html><head><title>Home</title></head><body></body></html>';
  const FETCH_PRELOAD =
    '<link rel="preload" as="fetch" href="/api/products" crossorigin="anonymous">';
  const imagePreload = (href: string) =>
    `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;

  /** A catalogue whose snapshot the test sets, or makes fail. */
  class FakeCatalogue {
    products: { imageUrl: string }[] = [];
    failing = false;
    reads = 0;
    async snapshot() {
      this.reads++;
      if (this.failing) throw new Error('database unavailable');
      return { products: this.products };
    }
  }

  const dist = mkdtempSync(join(tmpdir(), 'web-dist-preloads-'));
  const apps: ReturnType<typeof Fastify>[] = [];

  beforeAll(() => {
    writeFileSync(join(dist, 'index.html'), INDEX);
    mkdirSync(join(dist, 'pages'));
    writeFileSync(join(dist, 'pages/carbon.html'), CARBON_PAGE);
    writeFileSync(join(dist, 'pages/index.html'), HOME_PAGE);
    writeFileSync(join(dist, 'pages/business.html'), HOME_PAGE);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(dist, { recursive: true, force: true });
  });

  async function serve(catalogue: FakeCatalogue | null) {
    const app = Fastify();
    apps.push(app);
    installErrorHandling(app, await installWebApp(app, dist, catalogue));
    return app;
  }

  it('links the API call and the first project image in the head of /Carbon, in every coding', async () => {
    const catalogue = new FakeCatalogue();
    catalogue.products = [
      { imageUrl: '/assets/projects/biogas.svg' },
      { imageUrl: '/assets/projects/water.svg' },
    ];
    const app = await serve(catalogue);
    const expected = CARBON_PAGE.replace(
      '</head>',
      `${FETCH_PRELOAD}${imagePreload('/assets/projects/biogas.svg')}</head>`,
    );
    for (const url of ['/Carbon', '/carbon', '/CARBON/']) {
      for (const coding of ['br', 'gzip', undefined]) {
        const headers = coding ? { 'accept-encoding': coding } : {};
        const response = await app.inject({ url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(coding);
        expect(decoded(response), `${url} ${coding}`).toBe(expected);
      }
    }
    // Only the first card's image: the others load as the visitor scrolls.
    expect((await app.inject({ url: '/Carbon' })).body).not.toContain('water.svg');
  });

  it('adds nothing to other pages, to /Carbon with a query, or without a catalogue', async () => {
    const catalogue = new FakeCatalogue();
    catalogue.products = [{ imageUrl: '/assets/projects/biogas.svg' }];
    const app = await serve(catalogue);
    expect((await app.inject({ url: '/' })).body).toBe(HOME_PAGE);
    expect((await app.inject({ url: '/Business' })).body).toBe(HOME_PAGE);
    expect((await app.inject({ url: '/Carbon?page=2' })).body).toBe(INDEX);
    expect((await app.inject({ url: '/AddToCard' })).body).toBe(INDEX);

    const bare = await serve(null);
    expect((await bare.inject({ url: '/Carbon' })).body).toBe(CARBON_PAGE);
  });

  it('escapes the image path and preloads no image from another origin', async () => {
    const catalogue = new FakeCatalogue();
    catalogue.products = [{ imageUrl: ' /assets/a"><script>alert(1)</script>&b.svg ' }];
    const app = await serve(catalogue);
    const body = (await app.inject({ url: '/Carbon' })).body;
    expect(body).toContain(
      imagePreload('/assets/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;b.svg'),
    );
    expect(body).not.toContain('<script');

    for (const imageUrl of [
      'https://cdn.example.com/a.svg',
      '//cdn.example.com/a.svg',
      '/\\x',
      '',
    ]) {
      const other = new FakeCatalogue();
      other.products = [{ imageUrl }];
      const page = (await (await serve(other)).inject({ url: '/Carbon' })).body;
      expect(page, imageUrl).toBe(CARBON_PAGE.replace('</head>', `${FETCH_PRELOAD}</head>`));
    }
  });

  it('never waits for the catalogue: a page that could not read it links the API call, and the image once it can', async () => {
    const catalogue = new FakeCatalogue();
    catalogue.failing = true;
    const app = await serve(catalogue);
    const withoutImage = CARBON_PAGE.replace('</head>', `${FETCH_PRELOAD}</head>`);
    expect((await app.inject({ url: '/Carbon' })).body).toBe(withoutImage);

    catalogue.failing = false;
    catalogue.products = [{ imageUrl: '/assets/projects/biogas.svg' }];
    await vi.waitFor(async () => {
      expect((await app.inject({ url: '/Carbon' })).body).toContain(
        imagePreload('/assets/projects/biogas.svg'),
      );
    });

    // A new first project: the next visitors get its image (each request reads the snapshot).
    catalogue.products = [{ imageUrl: '/assets/projects/water.svg' }];
    await vi.waitFor(async () => {
      const body = (await app.inject({ url: '/Carbon', headers: { 'accept-encoding': 'br' } }))
        .rawPayload;
      expect(brotliDecompressSync(body).toString()).toContain(
        imagePreload('/assets/projects/water.svg'),
      );
    });
    expect((await app.inject({ url: '/Carbon' })).body).not.toContain('biogas.svg');
  });
});
