const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The UTF-8 bytes of a string (without TextEncoder, which the core's ES-only lib does not type). */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  const escaped = encodeURIComponent(text);
  for (let i = 0; i < escaped.length; i += 1) {
    if (escaped[i] === '%') {
      bytes.push(Number.parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(escaped.charCodeAt(i));
    }
  }
  return bytes;
}

/** base64url (RFC 4648 §5, no padding) of the UTF-8 bytes of a string, as JWT segments use. */
export function base64UrlEncode(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const sextets = [(chunk >> 18) & 63, (chunk >> 12) & 63, (chunk >> 6) & 63, chunk & 63];
    const kept = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (const sextet of sextets.slice(0, kept)) out += BASE64URL_ALPHABET[sextet];
  }
  return out;
}

/**
 * A JWT 'header.payload.signature' with a meaningless signature: the client never verifies
 * signatures, so tests of the client need no crypto.
 */
export function unsignedJwt(
  payload: unknown,
  header: Readonly<Record<string, unknown>> = { alg: 'HS256', typ: 'JWT' },
): string {
  return `${base64UrlEncode(JSON.stringify(header))}.${base64UrlEncode(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** Expiry of sessionToken's tokens: 2100-01-01T00:00:00Z, in seconds since the epoch. */
export const FAR_FUTURE_EXP_SECONDS = 4_102_444_800;

/** A token that is a valid session for any clock before 2100, naming the user by userId and sub. */
export function sessionToken(userId: string | number, expSeconds = FAR_FUTURE_EXP_SECONDS): string {
  return unsignedJwt({ sub: String(userId), userId, exp: expSeconds, iat: 0 });
}
