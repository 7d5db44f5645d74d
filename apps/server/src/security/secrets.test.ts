import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SharedSecretStore } from '../services/ports/shared-secret-store.port.js';
import { loadOrCreateSecret, SECRET_MIN_LENGTH } from './secrets.js';

/** A store in memory: the first candidate for a name wins, as the database's does. */
class MemorySecretStore implements SharedSecretStore {
  readonly values = new Map<string, string>();
  async getOrCreate(name: string, candidate: string): Promise<string> {
    if (!this.values.has(name)) this.values.set(name, candidate);
    return this.values.get(name) as string;
  }
}

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
  it('uses the configured secret, stores nothing, and refuses a short one', async () => {
    const store = new MemorySecretStore();
    const secret = 's'.repeat(SECRET_MIN_LENGTH);
    expect(await loadOrCreateSecret('jwt-secret', secret, store, freshDir())).toBe(secret);
    expect(store.values.size).toBe(0);
    await expect(loadOrCreateSecret('jwt-secret', 'short', store, freshDir())).rejects.toThrow(
      /at least 32/,
    );
  });

  it('generates a random secret once into the shared store; every later server reads it', async () => {
    const store = new MemorySecretStore();
    const first = await loadOrCreateSecret('jwt-secret', null, store, freshDir());
    expect(first.length).toBeGreaterThanOrEqual(SECRET_MIN_LENGTH);
    expect(await loadOrCreateSecret('jwt-secret', null, store, freshDir())).toBe(first);
    expect(
      await loadOrCreateSecret('jwt-secret', null, new MemorySecretStore(), freshDir()),
    ).not.toBe(first);
  });

  it('seeds the store from the file an older server generated into DATA_DIR', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    const legacy = 'l'.repeat(64);
    writeFileSync(join(dataDir, 'operator-token'), `${legacy}\n`);
    const store = new MemorySecretStore();
    expect(await loadOrCreateSecret('operator-token', null, store, dataDir)).toBe(legacy);
    expect(store.values.get('operator-token')).toBe(legacy);
  });
});
