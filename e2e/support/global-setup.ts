import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Bearer token of the server's operator endpoints (the outbox the journeys read e-mails from). */
    operatorToken: string;
    /** The operator account made before the server started (npm run operator -- create). */
    operatorEmail: string;
  }
}

/** The e2e operator's password (its second factor is enrolled by the console journey). */
export const E2E_OPERATOR_PASSWORD = 'operator-horse-9';

/** Seconds an unpaid checkout holds its tonnes in the e2e server (journey 2 waits for it). */
export const E2E_RESERVATION_TTL_SECONDS = 8;

function run(command: string, args: string[]): void {
  // Vitest sets NODE_ENV=test; the journeys must test the production build (no StrictMode double effects).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become ready within 60 s');
}

/** Builds the server and the web app, starts the server on a free port with a fresh data dir. */
export default async function setup(project: TestProject) {
  run('npx', ['--no-install', 'tsc', '-b', 'apps/server']);
  // The checkout widget's one file, which the server sends at /widget/v1/netzero-offset.js.
  run('npx', ['--no-install', 'vite', 'build', '--config', 'packages/widget/vite.config.ts']);
  // The run's own data dir and web build: parallel runs never serve each other's files.
  const dataDir = mkdtempSync(join(tmpdir(), 'netzero-e2e-'));
  const webDist = join(dataDir, 'web');
  run('npx', [
    '--no-install',
    'vite',
    'build',
    '--config',
    'vite.config.ts',
    '--logLevel',
    'warn',
    '--outDir',
    webDist,
  ]);

  // The first operator, made as docs/operations.md says: on the database, before the server opens it.
  const operatorEmail = 'ops@netzero-e2e.example';
  const created = spawnSync(
    process.execPath,
    ['apps/server/dist/operator-cli.js', 'create', '--email', operatorEmail, '--password-stdin'],
    {
      cwd: root,
      input: `${E2E_OPERATOR_PASSWORD}\n`,
      env: { ...process.env, DATA_DIR: join(dataDir, 'data'), DATABASE_URL: '' },
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  );
  if (created.status !== 0) throw new Error('npm run operator -- create failed');

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const operatorToken = randomBytes(32).toString('base64url');
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RESERVATION_TTL_SECONDS: String(E2E_RESERVATION_TTL_SECONDS),
      SWEEP_INTERVAL_SECONDS: '1',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      OPERATOR_TOKEN: operatorToken,
      // signUpByApi names a client address per account (support/accounts.ts).
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Whatever happens, the server stops and its data goes.
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    await waitUntilReady(baseUrl, server);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('operatorToken', operatorToken);
  project.provide('operatorEmail', operatorEmail);
  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    stop();
  };
}
