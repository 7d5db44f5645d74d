import { createHash, randomInt } from 'node:crypto';

/** Recovery codes an operator gets when enrolment is confirmed; each works once. */
export const RECOVERY_CODE_COUNT = 10;
// RFC 4648 base32 without padding: no 0/1/8/9, so nothing reads as O, I, l or B.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Characters per code: 10 × 5 bits = 50 bits, far beyond what the rate limits let anyone try. */
const CODE_LENGTH = 10;

/** A code as typed: any case, spaces and hyphens ignored. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether `code` looks like a recovery code rather than a 6-digit TOTP code. */
export function isRecoveryCodeShape(code: string): boolean {
  return /^[A-Z2-7]{10}$/.test(normaliseRecoveryCode(code));
}

/** The stored form of a recovery code: SHA-256 (hex) of the normalised code. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

/** Fresh codes (XXXXX-XXXXX, shown once) and their hashes (stored). */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
