// `npm run bench:api`: our API routes against baselines measured in the same run, A/B alternating
// rounds (the order flips every round), median of ROUNDS (default 5), because this machine is
// shared and noisy.
//   - HTTP routes with no database work against a bare Fastify route (throughput and p99).
//   - POST /api/cart/add and POST /api/direct-order-checkout/create-session against the same SQL
//     run in-process through the same repositories on PGlite (api-sql-baseline.mjs, which checks
//     that it runs exactly the route's statements before it measures).
//   - Overload: CONNECTIONS_OVERLOAD connections with pipelining PIPELINING on the database-bound
//     routes; the server must shed with 503 + Retry-After, never leave a request to time out.
// Prints tables and writes JSON to stdout's last line.
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { probeLatency } from './latency-probe.mjs';
import { freePort, waitReady } from './local-server.mjs';
import { BENCH_ROUTES, signUpBenchBuyer } from './pg-routes.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DURATION_S = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const OVERLOAD = {
  connections: Number(process.env.CONNECTIONS_OVERLOAD ?? 100),
  pipelining: Number(process.env.PIPELINING ?? 10),
  // Longer than autocannon's 10 s timeout, so a request left waiting that long counts as one.
  duration: Number(process.env.DURATION_OVERLOAD ?? 15),
};

/** Forks a script and waits for its 'ready' message. */
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

const http = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );

/** Asks the baseline process to run one operation; resolves its figures. */
const inProcess = (child, operation) =>
  new Promise((resolve) => {
    child.once('message', (message) => resolve(message.result));
    child.send({ operation, concurrency: CONNECTIONS, durationS: DURATION_S });
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The microsecond latency probe's settings, per target and round (after its autocannon run). */
const LATENCY = { connections: CONNECTIONS, durationMs: 3000 };

// SKIP_BUILD=1 measures the build already in apps/server/dist.
if (!process.env.SKIP_BUILD) {
  console.log('Building the server…');
  if (spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }).status !== 0)
    process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'nzm-bench-'));
const baselineDir = mkdtempSync(join(tmpdir(), 'nzm-bench-sql-'));
const [apiPort, barePort] = [await freePort(), await freePort()];
const api = fork(join(root, 'apps/server/dist/main.js'), [], {
  // As `npm start` runs it: a young generation of 64 MB semi-spaces (see docs/operations.md).
  execArgv: ['--max-semi-space-size=64'],
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Each create-session comes from its own buyer and address (pg-routes.mjs), through loopback.
    TRUST_PROXY: 'loopback',
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const apiUrl = `http://127.0.0.1:${apiPort}`;
const children = [api];
try {
  await waitReady(`${apiUrl}/readyz`);
  // The bare app also serves our catalogue's bytes from a constant, to show what its size costs.
  const catalogueFile = join(dataDir, 'catalogue.json');
  writeFileSync(catalogueFile, await (await fetch(`${apiUrl}/api/products`)).text());
  const bare = await startProcess(join(root, 'scripts/bench/bare-fastify.mjs'), {
    PORT: String(barePort),
    CATALOGUE_FILE: catalogueFile,
  });
  children.push(bare);
  const sql = await startProcess(join(root, 'scripts/bench/api-sql-baseline.mjs'), {
    DATA_DIR: baselineDir,
    PORT: String(apiPort),
    TRUST_PROXY: 'loopback',
  });
  children.push(sql);

  const context = await signUpBenchBuyer(apiUrl);
  let requestNumber = 0;
  /** autocannon's options for a route of pg-routes.mjs, request n numbered across connections. */
  const routeLoad = (name) => ({
    url: apiUrl,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...BENCH_ROUTES[name](requestNumber++, context),
        }),
      },
    ],
  });
  const cartAdd = routeLoad('POST /api/cart/add');
  const createSession = routeLoad('POST /api/direct-order-checkout/create-session');

  // name → how to measure it; `vs` names its baseline.
  const targets = {
    bare: {
      run: () => http({ url: `http://127.0.0.1:${barePort}/bare` }),
      latency: `http://127.0.0.1:${barePort}/bare`,
    },
    'bare, our catalogue body': {
      run: () => http({ url: `http://127.0.0.1:${barePort}/bare-catalogue` }),
      vs: 'bare',
    },
    'GET /healthz': {
      run: () => http({ url: `${apiUrl}/healthz` }),
      latency: `${apiUrl}/healthz`,
      vs: 'bare',
    },
    'GET /api/products': {
      run: () => http({ url: `${apiUrl}/api/products` }),
      latency: `${apiUrl}/api/products`,
      vs: 'bare',
    },
    'cart add: SQL in-process': { run: () => inProcess(sql, 'cart-add') },
    'POST /api/cart/add': { run: () => http(cartAdd), vs: 'cart add: SQL in-process' },
    'create-session: SQL in-process': { run: () => inProcess(sql, 'create-session') },
    'POST /api/direct-order-checkout/create-session': {
      run: () => http(createSession),
      vs: 'create-session: SQL in-process',
    },
  };
  const results = Object.fromEntries(
    Object.keys(targets).map((k) => [k, { rps: [], p99: [], p99Us: [], errors: 0, non2xx: 0 }]),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternate the order each round so drift in machine load hits every target alike.
    const order = round % 2 ? Object.keys(targets) : Object.keys(targets).reverse();
    for (const name of order) {
      const r = await targets[name].run();
      const http = r.requests !== undefined;
      results[name].rps.push(http ? r.requests.average : r.rps);
      results[name].p99.push(http ? r.latency.p99 : r.p99);
      results[name].errors += http ? r.errors + r.timeouts : r.errors;
      results[name].non2xx += http ? r.non2xx : 0;
      if (targets[name].latency) {
        results[name].p99Us.push((await probeLatency(targets[name].latency, LATENCY)).p99Us);
      }
    }
    console.log(`round ${round}/${ROUNDS} done`);
  }
  const rows = Object.entries(results).map(([name, r]) => {
    const vs = targets[name].vs;
    const base = vs ? results[vs] : r;
    return {
      target: name,
      'req/s (median)': Math.round(median(r.rps)),
      'p99 ms (median)': Number(median(r.p99).toFixed(1)),
      baseline: vs ?? '—',
      'throughput vs baseline': (median(r.rps) / median(base.rps)).toFixed(2),
      'p99 vs baseline': (median(r.p99) / Math.max(median(base.p99), 1)).toFixed(2),
      // Where a route answers in under a millisecond, the microsecond probe gives the ratio.
      'p99 µs (median)': r.p99Us.length ? Math.round(median(r.p99Us)) : '—',
      'p99 µs vs baseline':
        r.p99Us.length && base.p99Us.length
          ? (median(r.p99Us) / median(base.p99Us)).toFixed(2)
          : '—',
      'errors+timeouts': r.errors,
      non2xx: r.non2xx,
    };
  });
  console.log(
    `\n${ROUNDS} alternating rounds × ${DURATION_S} s, ${CONNECTIONS} connections (or concurrent callers), PGlite`,
  );
  console.table(rows);

  // Overload: far more requests in flight than the database can serve.
  const overload = [];
  for (const [name, target] of [
    ['GET /api/products', { url: `${apiUrl}/api/products` }],
    ['POST /api/cart/add', cartAdd],
    ['POST /api/direct-order-checkout/create-session', createSession],
  ]) {
    await waitReady(`${apiUrl}/healthz`);
    const statuses = {};
    const r = await new Promise((resolve, reject) => {
      const instance = autocannon({ ...target, ...OVERLOAD }, (e, res) =>
        e ? reject(e) : resolve(res),
      );
      instance.on('response', (_client, status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    });
    overload.push({
      target: name,
      'req/s': Math.round(r.requests.average),
      'p99 ms': r.latency.p99,
      ...Object.fromEntries(Object.entries(statuses).map(([s, n]) => [`${s}`, n])),
      timeouts: r.timeouts,
      errors: r.errors,
      'unanswered at the end': r.requests.sent - r.requests.total,
    });
  }
  console.log(
    `\nOverload: ${OVERLOAD.connections} connections × pipelining ${OVERLOAD.pipelining}, ${OVERLOAD.duration} s each (answers by status)`,
  );
  console.table(overload);
  console.log(
    JSON.stringify({
      rounds: ROUNDS,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      rows,
      overload: { ...OVERLOAD, rows: overload },
    }),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(baselineDir, { recursive: true, force: true });
}
