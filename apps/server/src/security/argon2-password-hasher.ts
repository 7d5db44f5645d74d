import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHasher } from '../services/ports/password-hasher.port.js';

const argon2Async = promisify(argon2);

/** The OWASP minimum for argon2id: 19 MiB of memory (in KiB), 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { memoryKiB: 19_456, passes: 2, parallelism: 1 } as const;

const SALT_BYTES = 16;
const TAG_BYTES = 32;
// The PHC string the argon2 package wrote before Node had argon2: both must keep verifying.
const PHC = /^\$argon2id\$v=19\$m=(\d+),p=(\d+),t=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * Passwords hashed with argon2id by Node's own `crypto.argon2`, salted and encoded as the PHC
 * string `$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>` (unpadded base64), byte for byte what
 * the argon2 package wrote, so stored hashes stay valid.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    const { memoryKiB, passes, parallelism } = ARGON2_OPTIONS;
    const salt = randomBytes(SALT_BYTES);
    const tag = await derive(password, salt, memoryKiB, passes, parallelism, TAG_BYTES);
    return `$argon2id$v=19$m=${memoryKiB},p=${parallelism},t=${passes}$${unpadded(salt)}$${unpadded(tag)}`;
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    const match = PHC.exec(passwordHash);
    if (!match) return false;
    const [, memory, parallelism, passes, salt, expected] = match;
    const expectedTag = Buffer.from(expected as string, 'base64');
    try {
      const tag = await derive(
        password,
        Buffer.from(salt as string, 'base64'),
        Number(memory),
        Number(passes),
        Number(parallelism),
        expectedTag.length,
      );
      return timingSafeEqual(tag, expectedTag);
    } catch {
      // Parameters crypto.argon2 refuses (a foreign or tampered hash) are a failed login, not a crash.
      return false;
    }
  }
}

function derive(
  password: string,
  nonce: Buffer,
  memory: number,
  passes: number,
  parallelism: number,
  tagLength: number,
): Promise<Buffer> {
  return argon2Async('argon2id', {
    message: password,
    nonce,
    memory,
    passes,
    parallelism,
    tagLength,
  });
}

function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
