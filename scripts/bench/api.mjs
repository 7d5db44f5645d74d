// `npm run bench:api`: throughput and p99 latency of our API routes as ratios to a bare Fastify
// route measured in the same run. A/B alternating rounds, median of ROUNDS (default 5), because
// this machine is shared and noisy. Prints a table and writes JSON to stdout's last line.
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DURATION_S = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

function startProcess(script, env) {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.once('message', () => resolve(child));
  });
}

async function waitReady(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log('Building the server…');
if (spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'nzm-bench-'));
const [apiPort, barePort] = [await freePort(), await freePort()];
const bare = await startProcess(join(root, 'scripts/bench/bare-fastify.mjs'), {
  PORT: String(barePort),
});
const api = fork(join(root, 'apps/server/dist/main.js'), [], {
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const apiUrl = `http://127.0.0.1:${apiPort}`;
try {
  await waitReady(`${apiUrl}/readyz`);
  const credentials = {
    username: 'bench',
    email: 'bench@example.com',
    password: 'benchmark-password',
  };
  await fetch(`${apiUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const login = await (
    await fetch(`${apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
  ).json();
  const auth = `Bearer ${login.data.token}`;

  const targets = {
    bare: { url: `http://127.0.0.1:${barePort}/bare` },
    // Our whole HTTP stack (headers, validation, serialisation, logging) without the database.
    'GET /healthz': { url: `${apiUrl}/healthz` },
    'GET /api/products': { url: `${apiUrl}/api/products` },
    'POST /api/cart/add': {
      url: `${apiUrl}/api/cart/add`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ productId: 1, quantity: 1, priceAtTime: 14 }),
    },
  };
  const results = Object.fromEntries(
    Object.keys(targets).map((k) => [k, { rps: [], p99: [], errors: 0, non2xx: 0 }]),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternate the order each round so drift in machine load hits every target alike.
    const order = round % 2 ? Object.keys(targets) : Object.keys(targets).reverse();
    for (const name of order) {
      const r = await run(targets[name]);
      results[name].rps.push(r.requests.average);
      results[name].p99.push(r.latency.p99);
      results[name].errors += r.errors + r.timeouts;
      results[name].non2xx += r.non2xx;
    }
    console.log(`round ${round}/${ROUNDS} done`);
  }
  const base = { rps: median(results.bare.rps), p99: median(results.bare.p99) };
  const rows = Object.entries(results).map(([name, r]) => ({
    route: name,
    'req/s (median)': Math.round(median(r.rps)),
    'p99 ms (median)': median(r.p99),
    'throughput vs bare': (median(r.rps) / base.rps).toFixed(2),
    'p99 vs bare': (median(r.p99) / Math.max(base.p99, 1)).toFixed(2),
    'errors+timeouts': r.errors,
    non2xx: r.non2xx,
  }));
  console.log(
    `\n${ROUNDS} alternating rounds × ${DURATION_S} s, ${CONNECTIONS} connections, PGlite in ${dataDir}`,
  );
  console.table(rows);
  console.log(
    JSON.stringify({ rounds: ROUNDS, durationSeconds: DURATION_S, connections: CONNECTIONS, rows }),
  );
} finally {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
