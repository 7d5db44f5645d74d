import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrder, anOrderEvent } from '../../test/v1-mothers.js';
import { WebhookVerificationError } from '../errors.js';
import { verifyWebhook } from './verify-webhook.js';

// Signed as the server signs: HMAC-SHA256(secret, `${t}.${rawBody}`) in hex, with node:crypto.
function sign(secret: string, timestamp: number, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuv';
const T = 1_795_000_000;
const now = () => T * 1000;

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).code;
}

describe('verifyWebhook', () => {
  const body = JSON.stringify(anOrderEvent('order.fulfilled'));
  const header = `t=${T},v1=${sign(SECRET, T, body)}`;

  it('returns the contract-validated event of a signed delivery', async () => {
    const event = await verifyWebhook(body, header, SECRET, { now });
    expect(event.type).toBe('order.fulfilled');
    expect(event.data.object).toEqual(anOrder());
  });

  it('takes the body as bytes too', async () => {
    const bytes = new TextEncoder().encode(body);
    expect((await verifyWebhook(bytes, header, SECRET, { now })).id).toBe(anOrderEvent().id);
  });

  it('accepts any matching v1 signature, for a secret being rotated', async () => {
    const rotated = `t=${T},v1=${sign('whsec_old', T, body)},v1=${sign(SECRET, T, body)}`;
    expect((await verifyWebhook(body, rotated, SECRET, { now })).type).toBe('order.fulfilled');
  });

  it('refuses a missing or malformed header', async () => {
    expect(await refusal(verifyWebhook(body, undefined, SECRET, { now }))).toBe(
      'SIGNATURE_HEADER_MISSING',
    );
    expect(await refusal(verifyWebhook(body, ' ', SECRET, { now }))).toBe(
      'SIGNATURE_HEADER_MISSING',
    );
    for (const malformed of [
      `v1=${sign(SECRET, T, body)}`,
      `t=${T}`,
      `t=${T},v1=zz`,
      't=abc,v1=00',
    ]) {
      expect(await refusal(verifyWebhook(body, malformed, SECRET, { now }))).toBe(
        'SIGNATURE_HEADER_MALFORMED',
      );
    }
  });

  it('refuses another secret, another body and another timestamp', async () => {
    expect(await refusal(verifyWebhook(body, header, 'whsec_other', { now }))).toBe(
      'SIGNATURE_MISMATCH',
    );
    expect(await refusal(verifyWebhook(`${body} `, header, SECRET, { now }))).toBe(
      'SIGNATURE_MISMATCH',
    );
    const moved = header.replace(`t=${T}`, `t=${T + 1}`);
    expect(await refusal(verifyWebhook(body, moved, SECRET, { now }))).toBe('SIGNATURE_MISMATCH');
  });

  it('refuses a signature older or newer than the tolerance (a replay), and honours its option', async () => {
    const old = T - 301;
    const replayed = `t=${old},v1=${sign(SECRET, old, body)}`;
    expect(await refusal(verifyWebhook(body, replayed, SECRET, { now }))).toBe(
      'TIMESTAMP_OUTSIDE_TOLERANCE',
    );
    const future = T + 301;
    const early = `t=${future},v1=${sign(SECRET, future, body)}`;
    expect(await refusal(verifyWebhook(body, early, SECRET, { now }))).toBe(
      'TIMESTAMP_OUTSIDE_TOLERANCE',
    );
    const edge = T - 300;
    const atEdge = `t=${edge},v1=${sign(SECRET, edge, body)}`;
    expect((await verifyWebhook(body, atEdge, SECRET, { now })).type).toBe('order.fulfilled');
    expect((await verifyWebhook(body, replayed, SECRET, { now, toleranceSeconds: 600 })).type).toBe(
      'order.fulfilled',
    );
  });

  it('refuses a signed body that is not an event of the contract', async () => {
    for (const signedBody of ['{"type":"order.exploded"}', 'not json']) {
      const signed = `t=${T},v1=${sign(SECRET, T, signedBody)}`;
      expect(await refusal(verifyWebhook(signedBody, signed, SECRET, { now }))).toBe(
        'PAYLOAD_INVALID',
      );
    }
  });

  it('accepts the server’s pinned test vector (webhook-signature.test.ts), and only it', async () => {
    // The vector's body is not an event: a matching signature gets as far as PAYLOAD_INVALID.
    const vectorBody = '{"object":"event","id":"evt_123","type":"order.fulfilled"}';
    const vector =
      't=1795000000,v1=aed3a5c5b03f322512b26793839f3cb59592b331c640003b66c98cfe07c781c2';
    const vectorSecret = 'whsec_abcdefghijklmnopqrstuvwxyz012345';
    expect(await refusal(verifyWebhook(vectorBody, vector, vectorSecret, { now }))).toBe(
      'PAYLOAD_INVALID',
    );
    expect(
      await refusal(
        verifyWebhook(vectorBody, vector.replace('aed3', 'aed4'), vectorSecret, { now }),
      ),
    ).toBe('SIGNATURE_MISMATCH');
  });

  const anEvent = fc
    .record({
      type: fc.constantFrom('order.placed', 'order.fulfilled', 'order.cancelled') as fc.Arbitrary<
        'order.placed' | 'order.fulfilled' | 'order.cancelled'
      >,
      tonnes: fc.integer({ min: 1, max: 10_000 }),
      beneficiary: fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: null }),
      metadata: fc.dictionary(
        fc.string({ minLength: 1, maxLength: 10 }),
        fc.string({ maxLength: 30 }),
        {
          maxKeys: 3,
        },
      ),
    })
    .map(({ type, ...order }) => anOrderEvent(type, anOrder(order)));
  const aSecret = fc.string({ minLength: 1, maxLength: 64 });
  const aSkew = fc.integer({ min: -300, max: 300 });

  it('verifies whatever the server signs (property)', async () => {
    await fc.assert(
      fc.asyncProperty(anEvent, aSecret, aSkew, async (event, secret, skew) => {
        const raw = JSON.stringify(event);
        const signed = `t=${T + skew},v1=${sign(secret, T + skew, raw)}`;
        expect(await verifyWebhook(raw, signed, secret, { now })).toEqual(event);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses any change to a signed body (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        anEvent,
        aSecret,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (event, secret, at, flip) => {
          const raw = new TextEncoder().encode(JSON.stringify(event));
          const signed = `t=${T},v1=${sign(secret, T, raw)}`;
          const tampered = raw.slice();
          const index = at % tampered.length;
          tampered[index] = (tampered[index] ?? 0) ^ flip;
          expect(await refusal(verifyWebhook(tampered, signed, secret, { now }))).toBe(
            'SIGNATURE_MISMATCH',
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
