import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleSharedSecretStore } from './drizzle-shared-secret.store.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('DrizzleSharedSecretStore', () => {
  it('keeps the first candidate of servers racing to create a secret, and hands it to all', async () => {
    const stores = Array.from({ length: 8 }, () => new DrizzleSharedSecretStore(handle.db));
    const values = await Promise.all(
      stores.map((store, index) => store.getOrCreate('jwt-secret', `candidate-${index}`)),
    );
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toMatch(/^candidate-\d$/);
    expect(await stores[0]?.getOrCreate('jwt-secret', 'too-late')).toBe(values[0]);
    expect(await stores[0]?.getOrCreate('operator-token', 'another')).toBe('another');
  });
});
