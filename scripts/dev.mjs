// `npm run dev`: the API server in watch mode (tsx) and Vite's dev server, which proxies the API
// paths to it (vite.config.ts). Open http://localhost:5173. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npm', ['run', 'dev', '-w', '@netzero/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['--no-install', 'vite', '--config', 'vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

function stopAll(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
