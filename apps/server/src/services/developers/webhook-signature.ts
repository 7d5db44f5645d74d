import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * How a webhook delivery is signed (the SDK's verifier implements the same with WebCrypto):
 *
 *   header   netzero-signature: t=<T>,v1=<S>[,v1=<S2>…]
 *   T        the signing time, whole seconds since the Unix epoch, in decimal (no sign, no fraction)
 *   S        lower-case hex of HMAC-SHA256(key, message), 64 characters
 *   key      the endpoint's secret exactly as shown once at registration, "whsec_…" included,
 *            as UTF-8 bytes (it is not decoded)
 *   message  the UTF-8 bytes of T, then one "." (0x2E), then the request body's raw bytes exactly
 *            as received (verify before parsing: re-serialised JSON would not match)
 *
 * A receiver splits the header on ",", each item at its first "=", takes the one t and every v1
 * (unknown keys are ignored, for later schemes), refuses when |now − T| > 300 seconds (a replayed
 * delivery), and accepts when any v1 equals its own HMAC, compared in constant time. Several v1
 * entries let a sender sign with an old and a new secret while the receiver rotates.
 *
 * Test vector (webhook-signature.test.ts): key whsec_abcdefghijklmnopqrstuvwxyz012345, T 1795000000,
 * body {"object":"event","id":"evt_123","type":"order.fulfilled"} →
 * v1=aed3a5c5b03f322512b26793839f3cb59592b331c640003b66c98cfe07c781c2
 */

/** The header of a signature. */
export const WEBHOOK_SIGNATURE_HEADER = 'netzero-signature';

/** How far a signature's time may be from the receiver's clock, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestampSeconds: number, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
}

/**
 * The netzero-signature header of a body signed at `timestampSeconds` (Unix seconds) with one
 * secret, or several (one v1 entry each, in order) while a secret is rotated.
 */
export function signWebhookBody(
  secrets: string | readonly string[],
  rawBody: string | Uint8Array,
  timestampSeconds: number,
): string {
  const t = Math.floor(timestampSeconds);
  const keys = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${t}`, ...keys.map((key) => `v1=${hmacHex(key, t, rawBody)}`)].join(',');
}

/** A header's timestamp and v1 signatures; null when it has no valid t or no v1. */
function parseHeader(header: string): { t: number; signatures: string[] } | null {
  let t: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 0) continue;
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't') {
      if (t !== null || !/^\d{1,12}$/.test(value)) return null;
      t = Number(value);
    } else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return t === null || signatures.length === 0 ? null : { t, signatures };
}

/**
 * Whether a delivery is authentic: its header's time within `toleranceSeconds` of `nowSeconds`,
 * and one of its v1 signatures the HMAC of this body under the secret (or one of the secrets).
 */
export function verifyWebhookSignature(input: {
  readonly header: string | undefined;
  readonly rawBody: string | Uint8Array;
  readonly secrets: string | readonly string[];
  readonly nowSeconds: number;
  readonly toleranceSeconds?: number;
}): boolean {
  const parsed = input.header === undefined ? null : parseHeader(input.header);
  if (!parsed) return false;
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(Math.floor(input.nowSeconds) - parsed.t) > tolerance) return false;
  const keys = typeof input.secrets === 'string' ? [input.secrets] : input.secrets;
  let matched = false;
  // Every pair is compared (no early exit), so the time taken says nothing about which matched.
  for (const key of keys) {
    const expected = Buffer.from(hmacHex(key, parsed.t, input.rawBody), 'hex');
    for (const signature of parsed.signatures)
      if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  return matched;
}
