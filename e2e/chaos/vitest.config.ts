import '../../scripts/node-version-guard.mjs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `npm run test:chaos`: two real servers on one PostgreSQL, buyers, kills, SMTP outages and
// replayed webhooks, then invariants over the database, the sandbox's records and the mailbox.
// One file, one run: the whole chaos happens in beforeAll and each invariant is one test.
export default defineConfig({
  resolve: {
    alias: { '@netzero/core': src('../../packages/core/src/index.ts') },
  },
  test: {
    name: 'chaos',
    root: src('.'),
    include: ['**/*.chaos.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    // Start ~20 s, chaos ~75 s, settle ≤ 90 s, stop ~10 s.
    hookTimeout: 240_000,
  },
});
