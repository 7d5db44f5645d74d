import { WEBHOOK_TOLERANCE_SECONDS, WebhookEvent } from '@netzero/contract';
import { WebhookVerificationError } from '../errors.js';

/** Options of verifyWebhook. */
export interface VerifyWebhookOptions {
  /** How far the signed time may be from now, either way, in seconds (default 300). */
  readonly toleranceSeconds?: number;
  /** The current time in milliseconds since the epoch (default Date.now). */
  readonly now?: () => number;
}

const encoder = new TextEncoder();
const SHA256_BYTES = 32;

/**
 * Checks a webhook delivery and returns its event: the `netzero-signature` header must hold
 * `t=<unix seconds>` and at least one `v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` that matches
 * (several during a secret's rotation), t must be within the tolerance of now, and the body must be
 * an event the contract describes. Pass the body exactly as received (before any JSON parsing).
 * Runs on WebCrypto (Node 20+, browsers, edge runtimes); signatures are compared in constant time.
 * @throws WebhookVerificationError with a code that says why.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  if (!signatureHeader?.trim()) {
    throw new WebhookVerificationError(
      'SIGNATURE_HEADER_MISSING',
      'The delivery has no netzero-signature header.',
    );
  }
  const { timestamp, signatures } = parseSignatureHeader(signatureHeader);
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const expected = await hmacSha256(secret, concat(encoder.encode(`${timestamp}.`), body));
  if (!signatures.some((signature) => constantTimeEqual(signature, expected))) {
    throw new WebhookVerificationError(
      'SIGNATURE_MISMATCH',
      'No v1 signature matches the body and the secret.',
    );
  }
  const toleranceSeconds = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const nowSeconds = (options.now ?? Date.now)() / 1000;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    throw new WebhookVerificationError(
      'TIMESTAMP_OUTSIDE_TOLERANCE',
      `The signature's time is more than ${toleranceSeconds} s from now (a replay, or a wrong clock).`,
    );
  }
  return parseEvent(body);
}

/** t and the v1 signatures (as bytes) of `t=…,v1=…[,v1=…]`; other schemes are ignored. */
function parseSignatureHeader(header: string): { timestamp: number; signatures: Uint8Array[] } {
  let timestamp: number | null = null;
  const signatures: Uint8Array[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1') {
      const bytes = hexToBytes(value);
      if (bytes?.length === SHA256_BYTES) signatures.push(bytes);
    }
  }
  if (timestamp === null || signatures.length === 0) {
    throw new WebhookVerificationError(
      'SIGNATURE_HEADER_MALFORMED',
      'The netzero-signature header must hold t=<unix seconds> and at least one v1=<hex signature>.',
    );
  }
  return { timestamp, signatures };
}

function parseEvent(body: Uint8Array): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new WebhookVerificationError('PAYLOAD_INVALID', 'The signed body is not JSON.');
  }
  const event = WebhookEvent.safeParse(json);
  if (!event.success) {
    throw new WebhookVerificationError(
      'PAYLOAD_INVALID',
      'The signed body is not an event this version of @netzero/client knows.',
    );
  }
  return event.data;
}

async function hmacSha256(secret: string, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, data));
}

/** Whether two byte strings are equal, in a time that depends on their length only. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0;
}

function hexToBytes(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}
