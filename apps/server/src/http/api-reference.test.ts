import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { CONTENT_SECURITY_POLICY } from './security-headers.js';

// The API reference (issue 20): Swagger UI served by us, the public API's own document first.
// Routes are collected from the app's route table, so one added later is checked too.

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, unknown>[];
};
type Document = {
  info: { title: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
};

let ctx: TestApp;
/** Every public API route (the /v1 ones and the dashboard's Developers ones), as OpenAPI names them. */
const publicRoutes: { method: string; path: string; v1: boolean }[] = [];

function collect(route: RouteOptions) {
  if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
  const v1 = route.url.startsWith('/v1/');
  if (!v1 && !route.url.startsWith('/api/developers')) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method === 'HEAD') continue;
    const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    publicRoutes.push({ method: method.toLowerCase(), path, v1 });
  }
}

beforeAll(async () => {
  ctx = await createTestApp({}, {}, { onRoute: collect });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The src and href of every script and stylesheet of a page. */
const loadedUrls = (html: string) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('GET /api/docs', () => {
  it('serves Swagger UI from our origin, the public API first, with a table of contents', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const urls = loadedUrls(page.body);
    expect(urls.some((url) => /^\/api\/docs\/viewer\/\w+\/swagger-ui-bundle\.js$/.test(url))).toBe(
      true,
    );
    expect(urls.some((url) => url.endsWith('/swagger-ui.css'))).toBe(true);
    // Nothing from another origin: no CDN.
    expect(urls.filter((url) => !url.startsWith('/'))).toEqual([]);
    expect(page.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    expect(page.body).toContain('data-spec-url="/v1/openapi.json"');
    expect(page.body).toContain('<summary id="docs-toc-title">Contents</summary>');
    expect(page.body).toContain('aria-current="page">Public API (/v1)</a>');
    // Every public operation has its line in the table of contents.
    for (const route of publicRoutes) expect(page.body).toContain(`<code>${route.path}</code>`);
  });

  it('runs under the site’s strict CSP, unrelaxed', async () => {
    const page = await get('/api/docs');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|eval)/);
    // No inline script or style in the page itself.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle="/);
  });

  it('shows the site API on ?api=site, its document at /api/docs/json', async () => {
    const page = await get('/api/docs?api=site');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-spec-url="/api/docs/json"');
    expect(page.body).toContain('aria-current="page">Site API</a>');
    expect(page.body).toContain('<code>/api/cart/add</code>');
  });

  it('serves the viewer’s files for a year under a versioned path, compressed', async () => {
    const page = await get('/api/docs');
    for (const url of loadedUrls(page.body).filter((u) => u.startsWith('/api/docs/viewer/'))) {
      const file = await get(url, { 'accept-encoding': 'gzip' });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-encoding']).toBe('gzip');
      expect(String(file.headers['content-type'])).toMatch(/^(application\/javascript|text\/css)/);
      const again = await get(url, { 'if-none-match': String(file.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
    expect((await get('/api/docs/viewer/0000/swagger-ui-bundle.js')).statusCode).toBe(404);
    const version = loadedUrls(page.body)
      .find((u) => u.startsWith('/api/docs/viewer/'))
      ?.split('/')[4];
    expect((await get(`/api/docs/viewer/${version}/package.json`)).statusCode).toBe(404);
    expect((await get(`/api/docs/viewer/${version}/..%2F..%2Fpackage.json`)).statusCode).toBe(404);
  });
});

describe('GET /v1/openapi.json', () => {
  it('holds every public route with tags and a summary, each /v1 one with an operationId', async () => {
    const response = await get('/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as Document;
    expect(publicRoutes.length).toBeGreaterThanOrEqual(3);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(publicRoutes.map((r) => `${r.method} ${r.path}`).sort());
    for (const route of publicRoutes) {
      const op = doc.paths[route.path]?.[route.method] as Operation;
      const name = `${route.method} ${route.path}`;
      expect(op.tags?.length, name).toBeGreaterThan(0);
      expect(op.summary, name).toBeTruthy();
      // The /v1 calls are what clients are generated from: each has its name and the key scheme.
      if (!route.v1) continue;
      expect(String(op.operationId), name).toMatch(/^\w+$/);
      expect(op.security, name).toEqual([{ apiKey: [] }]);
    }
    // operationIds are unique, as generated clients need.
    const ids = publicRoutes
      .map((r) => doc.paths[r.path]?.[r.method]?.operationId)
      .filter((id) => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the answers as schemas with an example each, and the routes refer to them', async () => {
    const doc = (await get('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { examples?: unknown[] }> };
    };
    for (const name of ['Project', 'Estimate', 'Order', 'Balance', 'Error'])
      expect(doc.components.schemas[name]?.examples, name).toHaveLength(1);
    const answer = (path: string, method: string, status: string) =>
      JSON.stringify(doc.paths[path]?.[method]?.responses[status]);
    expect(answer('/v1/orders/{id}', 'get', '200')).toContain('#/components/schemas/Order');
    expect(answer('/v1/orders', 'get', '200')).toContain('#/components/schemas/OrderList');
    expect(answer('/v1/estimates', 'post', '201')).toContain('#/components/schemas/Estimate');
    expect(answer('/v1/orders', 'post', '402')).toContain('#/components/schemas/Error');
  });

  it('introduces the API: auth, test and live mode, idempotency, errors', async () => {
    const doc = (await get('/v1/openapi.json')).json() as Document;
    expect(doc.info.title).toBe('NetZero public API (/v1)');
    for (const words of [
      'Authorization: Bearer',
      'nzk_test_',
      'nzpk_',
      'Test and live mode',
      'Idempotency-Key',
      '409',
      'Errors',
      '429',
    ]) {
      expect(doc.info.description).toContain(words);
    }
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer']);
    // The Developers (dashboard) section comes after the /v1 ones.
    expect(doc.tags.at(-1)?.name).toBe('Developers');
  });

  it('leaves the whole app’s document at /api/docs/json', async () => {
    const doc = (await get('/api/docs/json')).json() as Document;
    expect(doc.info.title).toBe('NetZero Market API');
    expect(doc.paths['/api/cart/add']).toBeDefined();
    for (const route of publicRoutes) expect(doc.paths[route.path]?.[route.method]).toBeDefined();
  });
});
