import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { buildApp } from './app.js';

// TRUST_PROXY as `npm start` reads it, down to the address a per-IP limit counts.

let ctx: TestApp;
const apps: FastifyInstance[] = [];

/** The real app, composed with TRUST_PROXY=`value`, plus a route that says what request.ip is. */
async function appTrusting(value: string): Promise<FastifyInstance> {
  const app = await buildApp(ctx.appDependencies, {
    trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy,
    extraRoutes: [async (scope) => void scope.get('/test/ip', async (request) => request.ip)],
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx.close();
});

describe('TRUST_PROXY', () => {
  it('with one hop, uses the address the proxy added, never the one the client wrote', async () => {
    const app = await appTrusting('1');
    const response = await app.inject({
      url: '/test/ip',
      remoteAddress: '10.0.0.2',
      // The client sent 'X-Forwarded-For: 6.6.6.6'; the proxy appended the address it saw.
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(response.body).toBe('203.0.113.9');
  });

  it('with an address list, honours the header only from those addresses', async () => {
    const app = await appTrusting('10.0.0.0/8, loopback');
    const ip = async (remoteAddress: string) =>
      (
        await app.inject({
          url: '/test/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
        })
      ).body;
    expect(await ip('10.1.2.3')).toBe('203.0.113.9');
    expect(await ip('127.0.0.1')).toBe('203.0.113.9');
    // Straight from the internet: the header is the client's own word and is ignored.
    expect(await ip('198.51.100.7')).toBe('198.51.100.7');
  });

  it('keeps the login limit per address when clients forge X-Forwarded-For behind the proxy', async () => {
    const app = await appTrusting('1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `6.6.6.${attempt}, 203.0.113.9` },
        payload: { username: `nobody${attempt}`, password: 'not the password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
