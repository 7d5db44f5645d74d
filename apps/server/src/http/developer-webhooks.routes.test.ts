import { WebhookEvent } from '@netzero/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, webhookDeliveries, webhookEndpoints, webhookEvents } from '../persistence/schema.js';
import { JoseSessionTokens } from '../security/jose-session-tokens.js';
import {
  WEBHOOK_ENDPOINTS_PER_MODE,
  WEBHOOK_TEST_EVENT_LIMIT,
} from '../services/developers/webhook-endpoint.service.js';
import { anotherApiKey } from '../test-support/api-keys.js';
import { type SignedInUser, signedInUser } from '../test-support/signed-in-user.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test-support/test-app.js';

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

// Public literal addresses: registration checks them without DNS, and nothing is delivered here.
const HOOK_URL = 'https://93.184.215.14/netzero/webhooks';

const create = (user: SignedInUser, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/developers/webhooks',
    headers: user.headers,
    payload,
  });
const post = (user: SignedInUser, url: string) =>
  ctx.app.inject({ method: 'POST', url, headers: user.headers });
const endpointOf = async (user: SignedInUser, payload: Record<string, unknown> = {}) =>
  (
    await create(user, { url: HOOK_URL, mode: 'test', events: ['order.fulfilled'], ...payload })
  ).json().endpoint;

describe('POST and GET /api/developers/webhooks', () => {
  it('registers an endpoint whose secret is shown once and never listed', async () => {
    const created = await create(alice, {
      url: HOOK_URL,
      mode: 'test',
      events: ['order.placed', 'order.fulfilled'],
      description: 'Fulfilment worker',
    });
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expect(endpoint).toEqual({
      id: expect.stringMatching(/^we_[A-Za-z0-9]{24}$/),
      mode: 'test',
      url: HOOK_URL,
      events: ['order.placed', 'order.fulfilled'],
      description: 'Fulfilment worker',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      disabledAt: null,
    });
    const [row] = await ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secret).toBe(secret);

    const listed = await ctx.app.inject({
      url: '/api/developers/webhooks',
      headers: alice.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ endpoints: [endpoint] });
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain('whsec_');
    const bobs = await ctx.app.inject({ url: '/api/developers/webhooks', headers: bob.headers });
    expect(bobs.json()).toEqual({ endpoints: [] });
  });

  it('gives each endpoint its own secret and lists the newest first', async () => {
    const first = (
      await create(alice, { url: HOOK_URL, mode: 'test', events: ['balance.low'] })
    ).json();
    ctx.clock.advance(1000);
    const second = (
      await create(alice, { url: HOOK_URL, mode: 'live', events: ['balance.low'] })
    ).json();
    expect(first.secret).not.toBe(second.secret);
    const listed = await ctx.app.inject({
      url: '/api/developers/webhooks',
      headers: alice.headers,
    });
    expect(listed.json().endpoints.map((e: { id: string }) => e.id)).toEqual([
      second.endpoint.id,
      first.endpoint.id,
    ]);
  });

  it('refuses bad fields with per-field errors', async () => {
    const refused = await create(alice, {
      url: 'ftp://files.example.com/x',
      mode: 'sandbox',
      events: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(
      expect.arrayContaining(['url', 'mode', 'events']),
    );
    const unknownEvent = await create(alice, {
      url: HOOK_URL,
      mode: 'test',
      events: ['order.paid'],
    });
    expect(unknownEvent.statusCode).toBe(400);
    const twice = await create(alice, {
      url: HOOK_URL,
      mode: 'test',
      events: ['balance.low', 'balance.low'],
    });
    expect(twice.json().errors).toEqual({ events: 'Each event once.' });
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'http://0.0.0.0/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://2130706433/hook',
    'http://169.254.169.254/latest/meta-data/',
    'https://10.0.0.8/hook',
    'https://[fd00::8]/hook',
  ])('refuses the private or local address %s on its url field', async (url) => {
    const refused = await create(alice, { url, mode: 'test', events: ['order.fulfilled'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        url: 'This address is private or local. Webhooks are sent only to addresses on the public internet.',
      },
    });
    expect(await ctx.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it(`allows ${WEBHOOK_ENDPOINTS_PER_MODE} enabled endpoints per mode, then 409`, async () => {
    for (let n = 0; n < WEBHOOK_ENDPOINTS_PER_MODE; n++) await endpointOf(alice);
    const over = await create(alice, { url: HOOK_URL, mode: 'test', events: ['order.fulfilled'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'You have 10 active webhook endpoints in this mode, the most an account may have. Disable one to add another.',
    );
    // Another mode and another account have their own room; a disabled endpoint frees its place.
    expect(
      (await create(alice, { url: HOOK_URL, mode: 'live', events: ['balance.low'] })).statusCode,
    ).toBe(201);
    expect((await endpointOf(bob)).id).toMatch(/^we_/);
    const [oldest] = await ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, alice.userId));
    await post(alice, `/api/developers/webhooks/${oldest?.id}/disable`);
    expect(
      (await create(alice, { url: HOOK_URL, mode: 'test', events: ['order.fulfilled'] }))
        .statusCode,
    ).toBe(201);
  });

  it('lets only one of two simultaneous requests take the last place', async () => {
    for (let n = 1; n < WEBHOOK_ENDPOINTS_PER_MODE; n++) await endpointOf(alice);
    const payload = { url: HOOK_URL, mode: 'test', events: ['order.fulfilled'] };
    const answers = await Promise.all([create(alice, payload), create(alice, payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, alice.userId));
    expect(rows).toHaveLength(WEBHOOK_ENDPOINTS_PER_MODE);
  });

  it('takes the account’s session, never an API key, and nothing without one', async () => {
    const { apiHeaders } = await anotherApiKey(ctx, alice.userId);
    const withKey = await ctx.app.inject({ url: '/api/developers/webhooks', headers: apiHeaders });
    expect(withKey.statusCode).toBe(401);
    // Authorization comes before validation: an invalid body without a session is still 401.
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/developers/webhooks',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/developers/webhooks/{id}/disable', () => {
  it('disables only the owner’s endpoint, idempotently, keeping the first time', async () => {
    const endpoint = await endpointOf(alice);
    const url = `/api/developers/webhooks/${endpoint.id}/disable`;
    const byBob = await post(bob, url);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json().message).toBe('You have no webhook endpoint with this id.');
    const first = await post(alice, url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...endpoint, disabledAt: ctx.clock.now().toISOString() });
    ctx.clock.advance(60_000);
    expect((await post(alice, url)).json().disabledAt).toBe(first.json().disabledAt);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await post(alice, '/api/developers/webhooks/42/disable')).statusCode).toBe(400);
    const unknown = await post(alice, `/api/developers/webhooks/we_${'x'.repeat(24)}/disable`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/developers/webhooks/{id}/test', () => {
  it('records a test order.fulfilled event for that endpoint only', async () => {
    const target = await endpointOf(alice, { events: ['balance.low'] });
    const other = await endpointOf(alice, { events: ['order.fulfilled'] });
    const sent = await post(alice, `/api/developers/webhooks/${target.id}/test`);
    expect(sent.statusCode).toBe(202);
    const { eventId } = sent.json();
    const [event] = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId));
    expect(event).toMatchObject({ userId: alice.userId, mode: 'test', type: 'order.fulfilled' });
    const body = WebhookEvent.parse(event?.body);
    expect(body).toMatchObject({ type: 'order.fulfilled', test: true, mode: 'test' });
    expect(body.data.object).toMatchObject({ object: 'order', state: 'fulfilled', mode: 'test' });
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'deliver-webhook'));
    expect(queued.map((job) => job.payload)).toEqual([{ eventId, endpointId: target.id }]);
    expect(JSON.stringify(queued)).not.toContain(other.id);
  });

  it('sends a live endpoint a live sample', async () => {
    const live = await endpointOf(alice, { mode: 'live' });
    const { eventId } = (await post(alice, `/api/developers/webhooks/${live.id}/test`)).json();
    const [event] = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId));
    expect(WebhookEvent.parse(event?.body)).toMatchObject({
      mode: 'live',
      test: true,
      data: { object: { mode: 'live' } },
    });
  });

  it('is 404 for another account’s endpoint and 409 for a disabled one', async () => {
    const endpoint = await endpointOf(alice);
    expect((await post(bob, `/api/developers/webhooks/${endpoint.id}/test`)).statusCode).toBe(404);
    await post(alice, `/api/developers/webhooks/${endpoint.id}/disable`);
    const disabled = await post(alice, `/api/developers/webhooks/${endpoint.id}/test`);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe(
      'This endpoint is disabled: it receives no events, test events included.',
    );
    expect(await ctx.db.select().from(webhookEvents)).toEqual([]);
  });

  it(`allows ${WEBHOOK_TEST_EVENT_LIMIT.limit} test events an hour per account`, async () => {
    const endpoint = await endpointOf(alice);
    const url = `/api/developers/webhooks/${endpoint.id}/test`;
    for (let n = 0; n < WEBHOOK_TEST_EVENT_LIMIT.limit; n++)
      expect((await post(alice, url)).statusCode).toBe(202);
    const limited = await post(alice, url);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    ctx.clock.advance(WEBHOOK_TEST_EVENT_LIMIT.windowMs);
    // A new window (with a new session: the first one lasted an hour too).
    const token = await new JoseSessionTokens(TEST_JWT_SECRET, 3600, ctx.clock).issue(alice.userId);
    const later = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(later.statusCode).toBe(202);
  });
});

describe('GET /api/developers/webhooks/{id}/deliveries', () => {
  it('lists the newest 50 attempts with their event type, to the owner only', async () => {
    const endpoint = await endpointOf(alice);
    const { eventId } = (await post(alice, `/api/developers/webhooks/${endpoint.id}/test`)).json();
    for (let attempt = 1; attempt <= 52; attempt++)
      await ctx.db.insert(webhookDeliveries).values({
        eventId,
        endpointId: endpoint.id,
        attempt,
        statusCode: attempt === 52 ? 200 : null,
        error: attempt === 52 ? null : 'ECONNREFUSED: connect ECONNREFUSED',
        durationMs: attempt,
        createdAt: new Date(ctx.clock.now().getTime() + attempt * 1000),
      });
    const url = `/api/developers/webhooks/${endpoint.id}/deliveries`;
    const listed = await ctx.app.inject({ url, headers: alice.headers });
    expect(listed.statusCode).toBe(200);
    const { deliveries } = listed.json();
    expect(deliveries).toHaveLength(50);
    expect(deliveries[0]).toEqual({
      id: 52,
      eventId,
      eventType: 'order.fulfilled',
      attempt: 52,
      statusCode: 200,
      error: null,
      durationMs: 52,
      createdAt: new Date(ctx.clock.now().getTime() + 52_000).toISOString(),
    });
    expect(deliveries.at(-1).attempt).toBe(3);
    expect((await ctx.app.inject({ url, headers: bob.headers })).statusCode).toBe(404);
  });

  it('is empty for an endpoint nothing was sent to', async () => {
    const endpoint = await endpointOf(alice);
    const listed = await ctx.app.inject({
      url: `/api/developers/webhooks/${endpoint.id}/deliveries`,
      headers: alice.headers,
    });
    expect(listed.json()).toEqual({ deliveries: [] });
  });
});

describe('delivery without WEBHOOK_ALLOW_PRIVATE_URLS', () => {
  it('checks the address again when it delivers, and sends nothing to a private one', async () => {
    // Stored before the setting was turned off (or its name resolved elsewhere then).
    const [endpoint] = await ctx.db
      .insert(webhookEndpoints)
      .values({
        id: `we_${'p'.repeat(24)}`,
        userId: alice.userId,
        mode: 'test',
        url: 'http://127.0.0.1:9/internal',
        events: ['order.fulfilled'],
        secret: 'whsec_private',
      })
      .returning();
    const sent = await post(alice, `/api/developers/webhooks/${endpoint?.id}/test`);
    expect(sent.statusCode).toBe(202);
    expect(await ctx.runJobs()).toBe(1);
    const log = await ctx.app.inject({
      url: `/api/developers/webhooks/${endpoint?.id}/deliveries`,
      headers: alice.headers,
    });
    expect(log.json().deliveries).toMatchObject([
      { attempt: 1, statusCode: null, error: 'not sent: 127.0.0.1 is a private or local address' },
    ]);
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'deliver-webhook'));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
  });
});
