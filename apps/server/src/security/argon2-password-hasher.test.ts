import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';

const hasher = new Argon2PasswordHasher();

// Written by the argon2 package (0.45, the same parameters) before the move to Node's crypto.argon2:
// accounts created then must keep signing in.
const HASHES_FROM_THE_ARGON2_PACKAGE = [
  {
    password: 'correct horse battery',
    hash: '$argon2id$v=19$m=19456,p=1,t=2$/U6jqigjIzLCFc7BilqIYA$DvTvmmilnUgVZjnyCy21NDMp/uCxf7xagToQKZ0nv6E',
  },
  {
    password: 'pässwörd ✓',
    hash: '$argon2id$v=19$m=19456,p=1,t=2$qymuzv77cFLwGlbz1CjZwA$Ehrn/byeoqsyJvcl4JOppSbgg0LhDeyM8F30eHgDd6w',
  },
];

describe('Argon2PasswordHasher', () => {
  it('hashes with argon2id at the OWASP parameters, salted', async () => {
    const first = await hasher.hash('correct horse battery');
    const second = await hasher.hash('correct horse battery');
    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(first).not.toContain('correct horse battery');
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'Correct horse battery')).toBe(false);
  });

  it('verifies the hashes the argon2 package wrote, and only with their passwords', async () => {
    for (const { password, hash } of HASHES_FROM_THE_ARGON2_PACKAGE) {
      expect(await hasher.verify(hash, password)).toBe(true);
      expect(await hasher.verify(hash, `${password}!`)).toBe(false);
    }
  });

  it('answers false, never throws, for a malformed, foreign or tampered hash', async () => {
    const [stored] = HASHES_FROM_THE_ARGON2_PACKAGE;
    for (const hash of [
      '',
      'not a hash',
      '$argon2id$v=19$m=19456',
      '$2b$10$abcdefghijklmnopqrstuv',
      '$argon2i$v=19$m=19456,p=1,t=2$/U6jqigjIzLCFc7BilqIYA$DvTvmmilnUgVZjnyCy21NDMp/uCxf7xagToQKZ0nv6E',
      stored?.hash.replace('m=19456', 'm=1'),
      stored?.hash.replace('t=2', 't=0'),
    ]) {
      expect(await hasher.verify(hash ?? '', 'correct horse battery')).toBe(false);
    }
  });
});
