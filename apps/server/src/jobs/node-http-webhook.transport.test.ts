import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type HostResolver,
  OutboundAddressGuard,
} from '../services/shared/outbound-address-guard.js';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.js';
import {
  NodeHttpWebhookTransport,
  WEBHOOK_ANSWER_MAX_BYTES,
} from './node-http-webhook.transport.js';

let receiver: WebhookReceiver;
let resolved: string[];

// hooks.example resolves to the local receiver; every lookup is counted.
const resolver: HostResolver = async (hostname) => {
  resolved.push(hostname);
  if (hostname !== 'hooks.example')
    throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return [{ address: '127.0.0.1', family: 4 }];
};
const transport = (allowPrivate: boolean, timeoutMs?: number) =>
  new NodeHttpWebhookTransport({
    guard: new OutboundAddressGuard({ allowPrivate, resolve: resolver }),
    ...(timeoutMs !== undefined && { timeoutMs }),
  });
const request = { headers: { 'content-type': 'application/json' }, body: '{"id":"evt_1"}' };

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
beforeEach(() => {
  receiver.received.length = 0;
  resolved = [];
});
afterAll(() => receiver.close());

describe('NodeHttpWebhookTransport', () => {
  it('connects to the address it checked, keeping the name as the Host header', async () => {
    const result = await transport(true).post(
      `http://hooks.example:${receiver.port}/in?x=1`,
      request,
    );
    expect(result).toMatchObject({ statusCode: 200, answer: 'ok' });
    expect(resolved).toEqual(['hooks.example']);
    expect(receiver.received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/in?x=1',
        rawBody: '{"id":"evt_1"}',
        headers: expect.objectContaining({
          host: `hooks.example:${receiver.port}`,
          'content-type': 'application/json',
          'content-length': '14',
        }),
      }),
    ]);
  });

  it.each([
    ['a name resolving to 127.0.0.1', (port: number) => `http://hooks.example:${port}/in`],
    ['a loopback literal', (port: number) => `http://127.0.0.1:${port}/in`],
    ['an IPv4-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/in`],
    ['a decimal loopback', (port: number) => `http://2130706433:${port}/in`],
    ['an octal loopback', (port: number) => `http://0177.0.0.1:${port}/in`],
  ])('never connects to %s without the setting', async (_name, url) => {
    const result = await transport(false).post(url(receiver.port), request);
    expect(result).toEqual({
      error: expect.stringMatching(/^not sent: .*private or local address/),
      durationMs: expect.any(Number),
    });
    expect(receiver.received).toEqual([]);
  });

  it('follows no redirect: a 302 is the answer', async () => {
    receiver.answerWith((r) => {
      r.writeHead(302, { location: `${receiver.origin}/elsewhere` });
      r.end();
    });
    const result = await transport(true).post(`${receiver.origin}/in`, request);
    expect(result).toMatchObject({ statusCode: 302 });
    expect(receiver.received.map((r) => r.url)).toEqual(['/in']);
  });

  it(`reads at most ${WEBHOOK_ANSWER_MAX_BYTES} bytes of an answer`, async () => {
    receiver.answerWith((r) => {
      r.writeHead(500);
      r.end('x'.repeat(1_000_000));
    });
    const result = await transport(true).post(`${receiver.origin}/in`, request);
    expect(result).toMatchObject({ statusCode: 500 });
    expect('answer' in result && result.answer.length).toBe(WEBHOOK_ANSWER_MAX_BYTES);
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    receiver.answerWith(() => {
      // Never answers.
    });
    const result = await transport(true, 200).post(`${receiver.origin}/in`, request);
    expect(result).toEqual({ error: 'no answer within 0.2 s', durationMs: expect.any(Number) });
    expect('durationMs' in result && result.durationMs).toBeGreaterThanOrEqual(190);
  });

  it('reports a refused connection and an unresolvable name as errors', async () => {
    const closed = await startWebhookReceiver();
    await closed.close();
    const refused = await transport(true).post(`${closed.origin}/in`, request);
    expect(refused).toMatchObject({ error: expect.stringMatching(/^ECONNREFUSED/) });
    const unknown = await transport(true).post('https://nowhere.example/in', request);
    expect(unknown).toMatchObject({
      error: 'not sent: nowhere.example did not resolve (ENOTFOUND)',
    });
  });
});
