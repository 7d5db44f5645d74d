import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
