import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler.js';
import { ASSETS_DIR, installStaticAssets } from './static-assets.js';

describe('the shipped assets under /assets/', () => {
  const app = Fastify();
  const svg = readFileSync(join(ASSETS_DIR, 'projects/khasi-hills-redd.svg'), 'utf8');
  const url = '/assets/projects/khasi-hills-redd.svg';

  beforeAll(() => installStaticAssets(app));
  afterAll(() => app.close());

  it('are compressed when the browser accepts it, and cached for a week', async () => {
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('image/svg+xml');
    expect(br.headers['cache-control']).toBe('public, max-age=604800');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(svg));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(svg);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(svg);
  });

  it('go out as they are to a client that accepts no compression', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0' },
    ]) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(svg);
    }
  });

  it('answer a revalidation with 304 and no body', async () => {
    const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('paths under /assets/ that name no shipped file', () => {
  const app = Fastify();
  let port = 0;

  beforeAll(async () => {
    installErrorHandling(app);
    await installStaticAssets(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** GET over a real socket, the path sent as written (inject would normalise the dots away). */
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answer a plain JSON 404, never a form error, to traversal, NUL and source maps', async () => {
    for (const path of [
      '/assets/../',
      '/assets/../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%00',
      '/assets/projects/%00.svg',
      '/assets/projects/khasi-hills-redd.svg.map',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body), path).toEqual({ message: 'Not found.' });
    }
    expect((await get('/assets/projects/khasi-hills-redd.svg')).status).toBe(200);
  });
});
