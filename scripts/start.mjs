// `npm start`: build what changed, then run the compiled server in this process. The server applies
// migrations, seeds the catalogue and serves the web app and the API on one origin.
// Both builds are skipped when a walk of their sources finds nothing modified since the last build
// (tens of milliseconds), because even an up-to-date `tsc -b` costs a good part of a second.
import './node-version-guard.mjs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason, stampTime, writeStamp } from './build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the errors above.');
    process.exit(result.status ?? 1);
  }
}

// The server and the packages it imports at run time (compiled by `tsc -b apps/server`). The stamp
// records when the last successful build through this script started.
const serverStamp = join(root, 'apps/server/dist/.start-build-stamp');
const serverBuild = {
  root,
  outputs: [
    'apps/server/dist/main.js',
    'packages/core/dist/index.js',
    'packages/content/dist/index.js',
    'packages/contract/dist/index.js',
  ],
  sources: [
    'apps/server/src',
    'apps/server/tsconfig.json',
    'apps/server/package.json',
    'packages/core/src',
    'packages/core/tsconfig.json',
    'packages/core/package.json',
    'packages/content/src',
    'packages/content/tsconfig.json',
    'packages/content/package.json',
    'packages/contract/src',
    'packages/contract/tsconfig.json',
    'packages/contract/package.json',
    'tsconfig.base.json',
    'package-lock.json',
  ],
  builtAt: stampTime(serverStamp),
};

// The web app (vite compiles the packages it imports from their sources); built when its
// index.html is older than any of them.
const webIndex = join(root, 'apps/web/dist/index.html');
const webBuild = {
  root,
  outputs: ['apps/web/dist/index.html'],
  sources: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/build',
    'apps/web/package.json',
    'packages/core/src',
    'packages/content/src',
    'packages/bulk/src',
    'vite.config.ts',
    'package-lock.json',
  ],
  builtAt: stampTime(webIndex),
};

const serverStale = staleReason(serverBuild);
if (serverStale) {
  console.log(`Compiling the server: ${serverStale}.`);
  const startedAt = Date.now();
  run('npx', ['--no-install', 'tsc', '-b', 'apps/server']);
  writeStamp(serverStamp, startedAt);
}
const webStale = staleReason(webBuild);
if (webStale) {
  console.log(`Building the web app: ${webStale}.`);
  run('npx', ['--no-install', 'vite', 'build', '--config', 'vite.config.ts']);
}
// The checkout widget's one file (issue 20), served at /widget/v1/netzero-offset.js.
const widgetStale = staleReason({
  root,
  outputs: ['packages/widget/dist/netzero-offset.js'],
  sources: ['packages/widget/src', 'packages/widget/vite.config.ts', 'package-lock.json'],
  builtAt: stampTime(join(root, 'packages/widget/dist/netzero-offset.js')),
});
if (widgetStale) {
  console.log(`Building the checkout widget: ${widgetStale}.`);
  run('npx', ['--no-install', 'vite', 'build', '--config', 'packages/widget/vite.config.ts']);
}
await import('../apps/server/dist/main.js');
