import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries a sandbox webhook's signature (Stripe's scheme under our own name). */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** How far a delivery's timestamp may be from our clock, in seconds (Stripe's default). */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

const HEADER_PART = /^(t|v1)=([0-9a-f]+)$/;
const HEX_SHA256_LENGTH = 64;

function hmacHex(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The signature header for a body sent at `nowSeconds` (Unix seconds): `t=<seconds>,v1=<hex HMAC-SHA256>`. */
export function signSandboxPayload(secret: string, rawBody: string, nowSeconds: number): string {
  const timestamp = Math.floor(nowSeconds);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/**
 * Whether a header signs this exact body with our secret, at a time within the tolerance of
 * `nowSeconds` (either side: a stale replay and a future-dated forgery are both refused).
 * Compares in constant time; any malformed header is simply not valid.
 */
export function verifySandboxSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = SANDBOX_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (header === undefined || header.length > 1024) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const match = HEADER_PART.exec(part.trim());
    if (!match) continue;
    if (match[1] === 't') timestamp = Number(match[2]);
    else if (match[2]?.length === HEX_SHA256_LENGTH) signatures.push(match[2]);
  }
  if (timestamp === null || !Number.isSafeInteger(timestamp) || signatures.length === 0)
    return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}
