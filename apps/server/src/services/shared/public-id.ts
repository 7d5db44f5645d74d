import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits, uniformly drawn by the CSPRNG (each carries 5.95 bits). */
export function randomAlphanumeric(length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/**
 * A public id: a prefix that says what it names and 24 random letters and digits (143 bits), e.g.
 * ord_…, est_…, evt_…: unguessable, so an id in a URL or a log leaks nothing countable.
 */
export function newPublicId(prefix: 'ord' | 'est' | 'evt' | 'we'): string {
  return `${prefix}_${randomAlphanumeric(24)}`;
}
