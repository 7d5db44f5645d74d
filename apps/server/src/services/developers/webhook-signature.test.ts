import { createHmac } from 'node:crypto';
import {
  WEBHOOK_SIGNATURE_HEADER as CONTRACT_HEADER,
  WEBHOOK_TOLERANCE_SECONDS as CONTRACT_TOLERANCE,
} from '@netzero/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  signWebhookBody,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
} from './webhook-signature.js';

const SECRET = 'whsec_abcdefghijklmnopqrstuvwxyz012345';
const BODY = '{"object":"event","id":"evt_123","type":"order.fulfilled"}';
const T = 1_795_000_000;

const secretArb = fc.string({ minLength: 1, maxLength: 60 }).map((s) => `whsec_${s}`);
const bodyArb = fc.uint8Array({ minLength: 0, maxLength: 512 });
const timeArb = fc.integer({ min: 1_000_000_000, max: 4_000_000_000 });

describe('webhook signatures', () => {
  it('matches the contract’s header name and tolerance', () => {
    expect(WEBHOOK_SIGNATURE_HEADER).toBe(CONTRACT_HEADER);
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(CONTRACT_TOLERANCE);
  });

  it('signs as documented: t=<seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(signWebhookBody(SECRET, BODY, T + 0.9)).toBe(`t=${T},v1=${expected}`);
  });

  it('gives the fixed test vector the SDK checks too', () => {
    expect(signWebhookBody(SECRET, BODY, T)).toBe(
      't=1795000000,v1=aed3a5c5b03f322512b26793839f3cb59592b331c640003b66c98cfe07c781c2',
    );
  });

  it('verifies what it signed, for any secret, body and time', () => {
    fc.assert(
      fc.property(
        secretArb,
        bodyArb,
        timeArb,
        fc.integer({ min: -300, max: 300 }),
        (secret, body, t, skew) => {
          const header = signWebhookBody(secret, body, t);
          expect(
            verifyWebhookSignature({
              header,
              rawBody: body,
              secrets: secret,
              nowSeconds: t + skew,
            }),
          ).toBe(true);
        },
      ),
    );
  });

  it('refuses a body with any byte changed', () => {
    fc.assert(
      fc.property(
        secretArb,
        bodyArb.filter((body) => body.length > 0),
        timeArb,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (secret, body, t, at, flip) => {
          const header = signWebhookBody(secret, body, t);
          const changed = Uint8Array.from(body);
          const index = at % body.length;
          changed[index] = (changed[index] ?? 0) ^ flip;
          expect(
            verifyWebhookSignature({ header, rawBody: changed, secrets: secret, nowSeconds: t }),
          ).toBe(false);
        },
      ),
    );
  });

  it('refuses a signature older or newer than the tolerance', () => {
    fc.assert(
      fc.property(
        secretArb,
        bodyArb,
        timeArb,
        fc.integer({ min: 301, max: 10_000_000 }),
        fc.boolean(),
        (secret, body, t, age, future) => {
          const header = signWebhookBody(secret, body, t);
          const nowSeconds = future ? t - age : t + age;
          expect(
            verifyWebhookSignature({ header, rawBody: body, secrets: secret, nowSeconds }),
          ).toBe(false);
        },
      ),
    );
  });

  it('refuses another secret, and a header whose t was changed', () => {
    fc.assert(
      fc.property(secretArb, secretArb, bodyArb, timeArb, (secret, other, body, t) => {
        fc.pre(secret !== other);
        const header = signWebhookBody(secret, body, t);
        expect(
          verifyWebhookSignature({ header, rawBody: body, secrets: other, nowSeconds: t }),
        ).toBe(false);
        const moved = header.replace(`t=${t}`, `t=${t + 1}`);
        expect(
          verifyWebhookSignature({ header: moved, rawBody: body, secrets: secret, nowSeconds: t }),
        ).toBe(false);
      }),
    );
  });

  it('accepts any of several v1 entries and any of several secrets (rotation)', () => {
    const both = signWebhookBody(['whsec_old', SECRET], BODY, T);
    expect(both.split(',')).toHaveLength(3);
    for (const secrets of ['whsec_old', SECRET, ['whsec_unrelated', SECRET]])
      expect(verifyWebhookSignature({ header: both, rawBody: BODY, secrets, nowSeconds: T })).toBe(
        true,
      );
    const onlyNew = signWebhookBody(SECRET, BODY, T);
    expect(
      verifyWebhookSignature({
        header: onlyNew,
        rawBody: BODY,
        secrets: ['whsec_old', SECRET],
        nowSeconds: T,
      }),
    ).toBe(true);
    expect(
      verifyWebhookSignature({
        header: onlyNew,
        rawBody: BODY,
        secrets: 'whsec_old',
        nowSeconds: T,
      }),
    ).toBe(false);
  });

  it('refuses malformed headers', () => {
    const good = signWebhookBody(SECRET, BODY, T);
    const v1 = good.split(',')[1] ?? '';
    for (const header of [
      undefined,
      '',
      v1,
      `t=${T}`,
      `t=${T},v1=${v1.slice(3, 20)}`,
      `t=${T},v0=${v1.slice(3)}`,
      `t=-${T},${v1}`,
      `t=${T}.5,${v1}`,
      `t=${T},t=${T},${v1}`,
      `t=${T},${v1.toUpperCase()}`,
    ])
      expect(
        verifyWebhookSignature({ header, rawBody: BODY, secrets: SECRET, nowSeconds: T }),
      ).toBe(false);
    // Spaces and unknown entries are tolerated, for later schemes.
    expect(
      verifyWebhookSignature({
        header: `t=${T}, v2=abc, ${v1}`,
        rawBody: BODY,
        secrets: SECRET,
        nowSeconds: T,
      }),
    ).toBe(true);
  });
});
