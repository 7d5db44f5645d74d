import { createHash, randomBytes } from 'node:crypto';

/** Bytes of randomness in an e-mailed link's token (256 bits, 43 base64url characters). */
export const LINK_TOKEN_BYTES = 32;

/** The stored form of a link token: its SHA-256, hex. A database leak then yields no usable link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh single-use token for an e-mailed link, and the hash to store. */
export function newLinkToken(): { readonly token: string; readonly tokenHash: string } {
  const token = randomBytes(LINK_TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
