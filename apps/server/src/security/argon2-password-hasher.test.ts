import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';

const hasher = new Argon2PasswordHasher();

describe('Argon2PasswordHasher', () => {
  it('hashes with argon2id at the OWASP parameters, salted', async () => {
    const first = await hasher.hash('correct horse battery');
    const second = await hasher.hash('correct horse battery');
    const params = /^\$argon2id\$v=19\$([^$]+)\$/.exec(first)?.[1]?.split(',').sort();
    expect(params).toEqual(['m=19456', 'p=1', 't=2']);
    expect(first).not.toContain('correct horse battery');
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'Correct horse battery')).toBe(false);
  });

  it('answers false, never throws, for a malformed or foreign hash', async () => {
    for (const hash of [
      '',
      'not a hash',
      '$argon2id$v=19$m=19456',
      '$2b$10$abcdefghijklmnopqrstuv',
    ]) {
      expect(await hasher.verify(hash, 'correct horse battery')).toBe(false);
    }
  });
});
