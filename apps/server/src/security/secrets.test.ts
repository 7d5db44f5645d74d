import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret, SECRET_MIN_LENGTH } from './secrets.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'nzm-secret-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadOrCreateSecret', () => {
  it('uses JWT_SECRET when set, and refuses a short one', () => {
    const secret = 's'.repeat(SECRET_MIN_LENGTH);
    expect(loadOrCreateSecret('jwt-secret', secret, freshDir())).toBe(secret);
    expect(() => loadOrCreateSecret('jwt-secret', 'short', freshDir())).toThrow(/at least 32/);
  });

  it('generates a random secret once into DATA_DIR (mode 0600) and reuses it', () => {
    const dataDir = freshDir();
    const first = loadOrCreateSecret('jwt-secret', null, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(SECRET_MIN_LENGTH);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret('jwt-secret', null, dataDir)).toBe(first);
    expect(loadOrCreateSecret('jwt-secret', null, freshDir())).not.toBe(first);
  });
});
