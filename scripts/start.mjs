// `npm start`: compile what changed (tsc -b is incremental), build the web app when its sources are
// newer than its build, then run the compiled server in this process. The server applies
// migrations, seeds the catalogue and serves the web app and the API on one origin.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the errors above.');
    process.exit(result.status ?? 1);
  }
}

/** Newest modification time under a file or folder, in milliseconds. */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    0,
  );
}

const webIndex = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/core/src',
  'vite.config.ts',
];
const webIsStale =
  !existsSync(webIndex) ||
  webSources.some((source) => newestMtime(join(root, source)) > statSync(webIndex).mtimeMs);

run('npx', ['--no-install', 'tsc', '-b', 'apps/server']);
if (webIsStale) run('npx', ['--no-install', 'vite', 'build', '--config', 'vite.config.ts']);
await import('../apps/server/dist/main.js');
