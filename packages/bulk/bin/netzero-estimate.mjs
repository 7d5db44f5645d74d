#!/usr/bin/env node
// `npx netzero-estimate FILE [--format text|json|csv]`. Installed from the registry, the package
// ships its compiled code and this runs it. In the repository (tsconfig.json beside it) it first
// compiles the package when needed: tsc -b is incremental and quiet when nothing changed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(`${packageDir}tsconfig.json`)) {
  const build = spawnSync('npx', ['--no-install', 'tsc', '-b', packageDir], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    console.error(
      'netzero-estimate: the build of @netzero/bulk failed (run `npx tsc -b packages/bulk`).',
    );
    process.exit(1);
  }
}
await import('../dist/cli/main.js');
