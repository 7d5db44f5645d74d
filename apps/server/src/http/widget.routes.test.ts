import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './security-headers.js';
import { installWidget, WIDGET_CACHE_CONTROL, WIDGET_PATH } from './widget.routes.js';

// The widget's file is the build's output; these tests serve a stand-in so they need no build
// (packages/widget/src/widget-bundle.test.ts builds and measures the real one).
const dir = mkdtempSync(join(tmpdir(), 'netzero-widget-route-'));
const SCRIPT = 'customElements.define("netzero-offset", class extends HTMLElement {});\n';
let app: FastifyInstance;
let missing: FastifyInstance;

beforeAll(async () => {
  writeFileSync(join(dir, 'netzero-offset.js'), SCRIPT);
  app = Fastify();
  installSecurityHeaders(app);
  await installWidget(app, join(dir, 'netzero-offset.js'));
  missing = Fastify();
  await installWidget(missing, join(dir, 'not-built.js'));
});
afterAll(async () => {
  await Promise.all([app.close(), missing.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe(`GET ${WIDGET_PATH}`, () => {
  it('serves the script to any origin: CORS *, CORP cross-origin, a short cache and an ETag', async () => {
    const response = await app.inject({
      method: 'GET',
      url: WIDGET_PATH,
      headers: { origin: 'https://shop.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    // The site's same-origin default would stop a merchant's page from running it.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe(WIDGET_CACHE_CONTROL);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(response.headers.etag);
    const revalidated = await app.inject({
      method: 'GET',
      url: WIDGET_PATH,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sends it compressed when the browser accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: WIDGET_PATH,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers 404 while the widget has not been built', async () => {
    const response = await missing.inject({ method: 'GET', url: WIDGET_PATH });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
