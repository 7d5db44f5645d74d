import './scripts/node-version-guard.mjs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The web app's prerender tests (see the web-prerender project). */
const PRERENDER_TESTS = 'src/app/prerender.test.tsx';

// One run over every workspace; package names resolve to their sources so tests never need a build.
export default defineConfig({
  resolve: {
    alias: {
      '@netzero/core': src('./packages/core/src/index.ts'),
      '@netzero/content': src('./packages/content/src/index.ts'),
      // Before '@netzero/contract', which would match its subpath too.
      '@netzero/contract/products': src('./packages/contract/src/products.ts'),
      '@netzero/contract': src('./packages/contract/src/index.ts'),
      '@netzero/bulk': src('./packages/bulk/src/index.ts'),
      '@netzero/client': src('./packages/client/src/index.ts'),
      '@netzero/core-fakes': src('./packages/core/test/fakes/index.ts'),
    },
  },
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1), which leaves a core idle
    // while a file waits on PGlite or jsdom: two workers keep both busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          // Pure code, no mocks, no module state: files can share a worker's module graph.
          isolate: false,
          root: src('./packages/core'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'content',
          root: src('./packages/content'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          // Pure code, no mocks, no module state: files can share a worker's module graph.
          isolate: false,
          root: src('./packages/contract'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'bulk',
          // Pure code, no mocks, no module state: files can share a worker's module graph.
          isolate: false,
          root: src('./packages/bulk'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The checkout widget (issue 20): its element in jsdom, its built file's size in node.
      {
        extends: true,
        test: {
          name: 'widget',
          root: src('./packages/widget'),
          include: ['src/**/*.test.ts'],
          environment: 'jsdom',
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: {
          // The SDK with a fake fetch; its suite against the real server runs in the server project.
          name: 'client',
          // No module state: files can share a worker's module graph.
          isolate: false,
          root: src('./packages/client'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // One test compiles the package (tsc -b) to require() it from a child process.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // Files share a worker's module graph (Fastify, Drizzle, PGlite load once per worker, not
          // once per file: 126 → 62 s); each file still opens its own database, so no data is shared.
          isolate: false,
          root: src('./apps/server'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Migrates one database that each file copies (test-support/test-database.ts).
          globalSetup: ['./src/test-support/database-template.global-setup.ts'],
          // Each file opens its own database (PGlite takes seconds to start): give hooks room.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          // Files share a worker's module graph (81 → 28 s); the setup file unmounts and clears
          // localStorage after each test, and globals are unstubbed, so no page state is shared.
          isolate: false,
          unstubGlobals: true,
          root: src('./apps/web'),
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [PRERENDER_TESTS],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          // The build's prerender in its own module graph, as at build time: React's server
          // renderer leaves the router's context set for a client render sharing its modules.
          name: 'web-prerender',
          root: src('./apps/web'),
          include: [PRERENDER_TESTS],
          environment: 'node',
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          root: src('./scripts'),
          include: ['**/*.test.ts'],
          environment: 'node',
          // These tests start the real linter; on a loaded 2-core machine that can take seconds.
          testTimeout: 30_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.port.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      // Relative to the project's root (packages/core), which `--project core` runs in; a path from
      // the repository's root matches no file and the gate then reads 0/0 and passes.
      thresholds: { statements: 95 },
    },
  },
});
