import { WebhookEvent } from '@netzero/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, webhookDeliveries, webhookEvents } from '../persistence/schema.js';
import { recordWebhookEvent } from '../persistence/webhook-events.js';
import { verifyWebhookSignature } from '../services/developers/webhook-signature.js';
import { type SignedInUser, signedInUser } from '../test-support/signed-in-user.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import {
  type ReceivedRequest,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../test-support/webhook-receiver.js';
import { deliverWebhookHandler } from './deliver-webhook.handler.js';

let ctx: TestApp;
let receiver: WebhookReceiver;
let alice: SignedInUser;

// The receiver listens on 127.0.0.1, so these tests need the setting a developer uses locally.
beforeAll(async () => {
  [ctx, receiver] = await Promise.all([
    createTestApp({}, { webhookAllowPrivateUrls: true }),
    startWebhookReceiver(),
  ]);
});
beforeEach(async () => {
  await ctx.reset();
  receiver.received.length = 0;
  alice = await signedInUser(ctx, 'alice');
});
afterAll(async () => {
  await Promise.all([ctx.close(), receiver.close()]);
});

async function register(
  events: string[] = ['order.fulfilled'],
): Promise<{ id: string; secret: string }> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/developers/webhooks',
    headers: alice.headers,
    payload: { url: `${receiver.origin}/netzero`, mode: 'test', events },
  });
  expect(created.statusCode).toBe(201);
  return { id: created.json().endpoint.id, secret: created.json().secret };
}

const sendTest = async (endpointId: string): Promise<string> =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: `/api/developers/webhooks/${endpointId}/test`,
      headers: alice.headers,
    })
  ).json().eventId;

const deliveriesOf = async (endpointId: string) =>
  (
    await ctx.app.inject({
      url: `/api/developers/webhooks/${endpointId}/deliveries`,
      headers: alice.headers,
    })
  ).json().deliveries;

/** What a receiver checks: the signature over the raw body, with its own clock. */
const authentic = (request: ReceivedRequest, secret: string) =>
  verifyWebhookSignature({
    header: request.headers['netzero-signature'] as string,
    rawBody: request.rawBody,
    secrets: secret,
    nowSeconds: ctx.clock.now().getTime() / 1000,
  });

describe('the deliver-webhook job', () => {
  it('POSTs the stored event, signed, with its id and our user agent', async () => {
    const { id, secret } = await register();
    const eventId = await sendTest(id);
    expect(await ctx.runJobs()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    if (!request) throw new Error('nothing was delivered');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/netzero');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'NetZeroMarket-Webhooks/1',
      'netzero-event-id': eventId,
      'netzero-signature': expect.stringMatching(
        new RegExp(`^t=${Math.floor(ctx.clock.now().getTime() / 1000)},v1=[0-9a-f]{64}$`),
      ),
    });
    expect(authentic(request, secret)).toBe(true);
    expect(authentic(request, 'whsec_someone_elses')).toBe(false);
    const [stored] = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId));
    expect(JSON.parse(request.rawBody)).toEqual(stored?.body);
    expect(WebhookEvent.parse(JSON.parse(request.rawBody))).toMatchObject({
      id: eventId,
      test: true,
    });

    expect(await deliveriesOf(id)).toEqual([
      {
        id: 1,
        eventId,
        eventType: 'order.fulfilled',
        attempt: 1,
        statusCode: 200,
        error: null,
        durationMs: expect.any(Number),
        createdAt: ctx.clock.now().toISOString(),
      },
    ]);
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'deliver-webhook'));
    expect(job?.status).toBe('done');
  });

  it('retries with backoff after a 500 and logs every attempt', async () => {
    const { id, secret } = await register();
    const eventId = await sendTest(id);
    receiver.answerWith((response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('database\nunavailable');
    });
    expect(await ctx.runJobs()).toBe(1);
    const [failed] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'deliver-webhook'));
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, maxAttempts: 16 });
    expect(failed?.lastError).toContain('answered 500: database unavailable');
    // Not due yet: the backoff holds it back.
    expect(await ctx.runJobs()).toBe(0);

    // Past the backoff after one failure (at most 10 s) and past the signature tolerance.
    ctx.clock.advance(10 * 60 * 1000);
    expect(await ctx.runJobs()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    if (!first || !second) throw new Error('two attempts expected');
    // The same bytes each time, signed afresh with the time of the retry.
    expect(second.rawBody).toBe(first.rawBody);
    expect(second.headers['netzero-event-id']).toBe(eventId);
    expect(second.headers['netzero-signature']).not.toBe(first.headers['netzero-signature']);
    expect(authentic(second, secret)).toBe(true);
    // The first attempt's signature is over 300 s old now: a replay of it is refused.
    expect(authentic(first, secret)).toBe(false);

    const log = await deliveriesOf(id);
    expect(
      log.map((d: { attempt: number; statusCode: number; error: string }) => [
        d.attempt,
        d.statusCode,
        d.error,
      ]),
    ).toEqual([
      [2, 200, null],
      [1, 500, 'answered 500: database unavailable'],
    ]);
    const [done] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'deliver-webhook'));
    expect(done?.status).toBe('done');
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const { id } = await register();
    await sendTest(id);
    receiver.answerWith((response) => {
      response.writeHead(301, { location: `${receiver.origin}/moved` });
      response.end();
    });
    await ctx.runJobs();
    expect(receiver.received.map((r) => r.url)).toEqual(['/netzero']);
    expect(await deliveriesOf(id)).toMatchObject([{ statusCode: 301, error: 'answered 301' }]);
  });

  it('records an unreachable endpoint’s error and no status', async () => {
    const closed = await startWebhookReceiver();
    await closed.close();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/developers/webhooks',
      headers: alice.headers,
      payload: { url: `${closed.origin}/gone`, mode: 'test', events: ['balance.low'] },
    });
    const { id } = created.json().endpoint;
    await sendTest(id);
    await ctx.runJobs();
    expect(await deliveriesOf(id)).toMatchObject([
      { attempt: 1, statusCode: null, error: expect.stringMatching(/^ECONNREFUSED/) },
    ]);
  });

  it('sends nothing to an endpoint disabled since the event, and is done', async () => {
    const { id } = await register();
    await sendTest(id);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/developers/webhooks/${id}/disable`,
      headers: alice.headers,
    });
    expect(await ctx.runJobs()).toBe(1);
    expect(receiver.received).toEqual([]);
    expect(await ctx.db.select().from(webhookDeliveries)).toEqual([]);
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'deliver-webhook'));
    expect(job?.status).toBe('done');
  });

  it('delivers the events other parts record to each subscribed endpoint', async () => {
    const placed = await register(['order.placed']);
    const both = await register(['order.placed', 'balance.low']);
    const lowOnly = await register(['balance.low']);
    await ctx.db.transaction((tx) =>
      recordWebhookEvent(
        tx,
        ctx.adapters.jobs,
        { userId: alice.userId, mode: 'test', type: 'balance.low', object: { object: 'balance' } },
        ctx.clock.now(),
      ),
    );
    expect(await ctx.runJobs()).toBe(2);
    expect(receiver.received).toHaveLength(2);
    expect(await deliveriesOf(placed.id)).toEqual([]);
    expect(await deliveriesOf(both.id)).toMatchObject([
      { eventType: 'balance.low', statusCode: 200 },
    ]);
    expect(await deliveriesOf(lowOnly.id)).toMatchObject([{ eventType: 'balance.low' }]);
  });

  it('refuses a payload without ids (a bug, so the job fails loudly)', async () => {
    const handler = deliverWebhookHandler(
      null as unknown as Parameters<typeof deliverWebhookHandler>[0],
    );
    await expect(handler({ eventId: 1 }, { id: 1, attempts: 1, maxAttempts: 16 })).rejects.toThrow(
      'deliver-webhook payload has no event or endpoint id',
    );
  });
});
