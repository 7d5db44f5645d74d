import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Smallest configured secret accepted, in characters (HS256 wants at least 256 bits of key). */
export const SECRET_MIN_LENGTH = 32;

/**
 * A signing secret: the configured one when set, else one generated once into DATA_DIR/<name>
 * (mode 0600) and reused on every start, so tokens and signatures survive restarts. Never a
 * constant in code.
 */
export function loadOrCreateSecret(
  name: string,
  configured: string | null,
  dataDir: string,
): string {
  if (configured !== null) {
    if (configured.length < SECRET_MIN_LENGTH) {
      throw new Error(`The ${name} must be at least ${SECRET_MIN_LENGTH} characters.`);
    }
    return configured;
  }
  const file = join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it first; then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
