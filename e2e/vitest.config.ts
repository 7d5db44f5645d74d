import '../scripts/node-version-guard.mjs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: the browser journeys, apart from `npm test` because they need the built app,
// a running server and Chromium. global-setup.ts builds, starts and stops the server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    environment: 'node',
    // One browser per file; files run one at a time so the 2-core machine is not oversubscribed.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
