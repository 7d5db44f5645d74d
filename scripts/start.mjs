// `npm start`: compile what changed (tsc -b is incremental), then run the compiled server in this
// process. The server applies migrations and seeds the catalogue itself on start.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = spawnSync('npx', ['--no-install', 'tsc', '-b', 'apps/server'], {
  cwd: root,
  stdio: 'inherit',
});
if (tsc.status !== 0) {
  console.error('The build failed; see the errors above.');
  process.exit(tsc.status ?? 1);
}
await import('../apps/server/dist/main.js');
