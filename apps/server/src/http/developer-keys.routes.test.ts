import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys } from '../persistence/schema.js';
import { hashApiKey } from '../services/developers/api-key.service.js';
import { type SignedInUser, signedInUser } from '../test-support/signed-in-user.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  alice = await signedInUser(ctx, 'alice');
  bob = await signedInUser(ctx, 'bob');
});
afterAll(() => ctx.close());

const create = (user: SignedInUser, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/developers/keys', headers: user.headers, payload });

describe('/api/developers/keys', () => {
  it('creates a key shown once, keeps only its hash, and lists it without the key', async () => {
    const created = await create(alice, { name: 'Checkout', mode: 'test' });
    expect(created.statusCode).toBe(201);
    const { key, secret } = created.json();
    expect(secret).toMatch(/^nzk_test_[A-Za-z0-9]{32}$/);
    expect(key).toMatchObject({ name: 'Checkout', mode: 'test', kind: 'secret', revokedAt: null });
    expect(key.hint).toBe(`${secret.slice(0, 13)}…`);

    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.keyHash).toBe(hashApiKey(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await ctx.app.inject({ url: '/api/developers/keys', headers: alice.headers });
    expect(listed.json().keys).toEqual([key]);
    expect(listed.body).not.toContain(secret);
  });

  it('makes live and publishable keys with their own prefixes', async () => {
    const live = await create(alice, { name: 'Server', mode: 'live' });
    const publishable = await create(alice, { name: 'Widget', mode: 'test', kind: 'publishable' });
    expect(live.json().secret).toMatch(/^nzk_live_/);
    expect(publishable.json().secret).toMatch(/^nzpk_test_/);
  });

  it('refuses a nameless key and an unknown mode with per-field errors', async () => {
    const refused = await create(alice, { name: ' ', mode: 'sandbox' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(expect.arrayContaining(['name', 'mode']));
  });

  it('revokes only the owner’s key, idempotently, keeping the first time', async () => {
    const { key } = (await create(alice, { name: 'Old', mode: 'test' })).json();
    const byBob = await ctx.app.inject({
      method: 'POST',
      url: `/api/developers/keys/${key.id}/revoke`,
      headers: bob.headers,
    });
    expect(byBob.statusCode).toBe(404);
    const revoke = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/developers/keys/${key.id}/revoke`,
        headers: alice.headers,
      });
    const first = await revoke();
    expect(first.statusCode).toBe(200);
    expect(first.json().revokedAt).not.toBeNull();
    ctx.clock.advance(60_000);
    expect((await revoke()).json().revokedAt).toBe(first.json().revokedAt);
  });

  it('takes the account’s session, never an API key, and nothing without one', async () => {
    const { secret } = (await create(alice, { name: 'K', mode: 'test' })).json();
    const withKey = await ctx.app.inject({
      url: '/api/developers/keys',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(withKey.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/developers/keys' })).statusCode).toBe(401);
  });
});
