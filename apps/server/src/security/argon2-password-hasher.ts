import { argon2id, hash, verify } from 'argon2';
import type { PasswordHasher } from '../services/ports/password-hasher.port.js';

/** The OWASP minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Passwords hashed with argon2id (salted, encoded as `$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>`). */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed or foreign hash is a failed login, not a crash.
      return false;
    }
  }
}
