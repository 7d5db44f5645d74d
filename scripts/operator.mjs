// `npm run operator -- create --email X [--username Y] [--password-stdin] [--promote]`: creates the
// first operator (or any other), or gives an existing account the operator role. Compiles the
// server if needed (an up-to-date `tsc -b` takes about a second), then runs its operator command
// on the configured database (DATABASE_URL, or the PGlite one in DATA_DIR: stop the server first).
import './node-version-guard.mjs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync('npx', ['--no-install', 'tsc', '-b', 'apps/server'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (build.status !== 0) {
  console.error('The server did not compile; see the errors above.');
  process.exit(build.status ?? 1);
}
const cli = spawnSync(
  process.execPath,
  ['apps/server/dist/operator-cli.js', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(cli.status ?? 1);
