import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One run over every workspace; package names resolve to their sources so tests never need a build.
export default defineConfig({
  resolve: {
    alias: {
      '@netzero/core': src('./packages/core/src/index.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          root: src('./packages/core'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          root: src('./scripts'),
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.port.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'packages/core/src/**': { statements: 95 },
      },
    },
  },
});
