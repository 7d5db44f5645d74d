import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleRateLimiter } from '../persistence/drizzle-rate-limiter.js';
import { anotherApiKey, apiAccount } from '../test-support/api-keys.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { apiCallerOf, apiKeyGuards } from './api-key-guard.js';
import { installErrorHandling } from './error-handler.js';

let ctx: TestApp;
let app: FastifyInstance;

// Two routes behind the guards, on the test database's real key service and rate limiter.
beforeAll(async () => {
  ctx = await createTestApp();
  const guards = apiKeyGuards({
    keys: ctx.services.apiKeys,
    quota: new DrizzleRateLimiter(ctx.db, ctx.clock),
    limits: { limit: 3, windowMs: 60_000 },
  });
  app = Fastify();
  app.decorateRequest('apiCaller', null);
  installErrorHandling(app, null);
  app.get('/v1/secret', { onRequest: guards.requireSecretKey }, async (request) =>
    apiCallerOf(request),
  );
  app.get('/v1/any', { onRequest: guards.requireAnyKey }, async (request) => apiCallerOf(request));
  await app.ready();
});
beforeEach(() => ctx.reset());
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const call = (url: string, authorization?: string) =>
  app.inject({ url, ...(authorization ? { headers: { authorization } } : {}) });

describe('the API key guards', () => {
  it('lets a secret key through as its account and mode', async () => {
    const alice = await apiAccount(ctx, 'alice', { mode: 'live' });
    const answer = await call('/v1/secret', alice.apiHeaders.authorization);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ userId: alice.userId, mode: 'live', kind: 'secret' });
  });

  it('answers 401 with what to send when there is no key', async () => {
    const answer = await call('/v1/secret');
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toContain('Authorization: Bearer nzk_test_');
  });

  it('refuses a session token as a key, saying what it is', async () => {
    const alice = await apiAccount(ctx, 'alice');
    const answer = await call('/v1/secret', alice.headers.authorization);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toContain('sign-in token, not an API key');
  });

  it('refuses a mistyped and a revoked key', async () => {
    const alice = await apiAccount(ctx, 'alice');
    expect((await call('/v1/secret', `${alice.apiHeaders.authorization}x`)).statusCode).toBe(401);
    await ctx.services.apiKeys.revoke(alice.userId, alice.keyId);
    const revoked = await call('/v1/secret', alice.apiHeaders.authorization);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toContain('revoked');
  });

  it('lets a publishable key estimate only', async () => {
    const alice = await apiAccount(ctx, 'alice', { kind: 'publishable' });
    expect((await call('/v1/secret', alice.apiHeaders.authorization)).statusCode).toBe(403);
    expect((await call('/v1/any', alice.apiHeaders.authorization)).statusCode).toBe(200);
  });

  it('counts each key apart, with the RateLimit headers, and answers 429 past its quota', async () => {
    const alice = await apiAccount(ctx, 'alice');
    const other = await anotherApiKey(ctx, alice.userId);
    const seen = [];
    for (let index = 0; index < 4; index++)
      seen.push(await call('/v1/secret', alice.apiHeaders.authorization));
    expect(seen.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(seen[0]?.headers['ratelimit-policy']).toBe('"per-key";q=3;w=60');
    expect(seen[0]?.headers.ratelimit).toBe('"per-key";r=2;t=60');
    expect(seen[3]?.headers['retry-after']).toBe('60');
    expect(seen[3]?.json().message).toContain('wait 60 seconds');
    expect((await call('/v1/secret', other.apiHeaders.authorization)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    expect((await call('/v1/secret', alice.apiHeaders.authorization)).statusCode).toBe(200);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const alice = await apiAccount(ctx, 'alice');
    await call('/v1/secret', alice.apiHeaders.authorization);
    const first = (await ctx.services.apiKeys.list(alice.userId))[0]?.lastUsedAt;
    expect(first).toEqual(ctx.clock.now());
    ctx.clock.advance(30_000);
    await call('/v1/secret', alice.apiHeaders.authorization);
    expect((await ctx.services.apiKeys.list(alice.userId))[0]?.lastUsedAt).toEqual(first);
  });
});
