import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler.js';
import { installWebApp } from './web-app.js';

const INDEX = '<!doctype html><title>NetZero Market</title><div id="root"></div>';

describe('the web app on the API origin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(join(dist, 'static'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'static/app-abc123.js'), 'console.log(1)');
    installErrorHandling(app, await installWebApp(app, dist));
    app.get('/api/products', async () => []);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page for every route of the spec, in any case', async () => {
    for (const url of [
      '/',
      '/Carbon',
      '/carbon',
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

  it('is skipped when the app has not been built', async () => {
    const bare = Fastify();
    expect(await installWebApp(bare, join(dist, 'missing'))).toBeNull();
    await bare.close();
  });
});
