// `npm run bench:pg`: our write routes on PostgreSQL against pgbench running the same statements,
// in the same run, on the same database (issue 21).
//   1. Creates its own database on BENCH_PG_URL's server (default the local `test` one), starts the
//      production build on it (as `npm start` runs it, TRUST_PROXY=loopback) and signs up a buyer.
//   2. pg-capture.mjs records every statement each route sends for two requests; pgbench-script.mjs
//      turns them into a pgbench script; pgbench runs it once with --debug and the bench stops unless
//      it sent exactly those statements, in that order.
//   3. ROUNDS alternating rounds (the order flips every round) of DURATION s per target with
//      CONNECTIONS connections: autocannon on the route, pgbench (-c CONNECTIONS, or
//      PGBENCH_CONNECTIONS: the server's pool is smaller) on its script.
//      Stock is topped up before every run. Medians of: throughput, p99 latency (pgbench's from its
//      per-transaction log), and CPU per request of the server, of PostgreSQL and of the client.
// pgbench comes with PostgreSQL (Debian: postgresql-contrib); when it is missing and we are root,
// the script installs it. ROUTES=cart,products measures only the routes whose names contain one of
// those words; KEEP_DB=1 leaves the database for a look afterwards; CPU_PROF=DIR runs the server with --cpu-prof into DIR (cpu-profile-summary.mjs reads it).
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, waitReady } from './local-server.mjs';
import { BENCH_PRODUCT_ID, BENCH_ROUTES, signUpBenchBuyer } from './pg-routes.mjs';
import { pgbenchScript } from './pgbench-script.mjs';
import { postgresCpuMs, postmasterOf, processCpuMs, reapedChildrenCpuMs } from './process-cpu.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DURATION_S = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const PGBENCH_CONNECTIONS = Number(process.env.PGBENCH_CONNECTIONS ?? CONNECTIONS);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';
const STOCK_TONNES = 1_000_000;
const MEASURED = Object.keys(BENCH_ROUTES).filter(
  (name) =>
    !process.env.ROUTES || process.env.ROUTES.split(',').some((word) => name.includes(word)),
);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

function ensurePgbench() {
  if (spawnSync('pgbench', ['--version']).status === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      "pgbench is missing: install PostgreSQL's contrib package (Debian: postgresql-contrib).",
    );
    process.exit(1);
  }
  console.log('Installing pgbench (postgresql-contrib)…');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  if (
    spawnSync('apt-get', ['install', '-y', 'postgresql-contrib'], { stdio: 'inherit' }).status !== 0
  )
    process.exit(1);
}

/** Runs a command, resolving its exit code and output (pgbench writes its report to stdout). */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

ensurePgbench();
if (!process.env.SKIP_BUILD) {
  console.log('Building the server…');
  if (spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }).status !== 0)
    process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'nzm-bench-pg-'));
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const dbName = `nzm_bench_${process.pid}`;
await admin.query(`create database ${dbName}`);
const benchUrl = new URL(ADMIN_URL);
benchUrl.pathname = `/${dbName}`;
const pgbenchConnection = [
  '-h',
  benchUrl.hostname,
  '-p',
  benchUrl.port || '5432',
  ...(benchUrl.username ? ['-U', decodeURIComponent(benchUrl.username)] : []),
];
const pgbenchEnv = { ...process.env, PGPASSWORD: decodeURIComponent(benchUrl.password) };

const port = await freePort();
const apiUrl = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  DATABASE_URL: benchUrl.toString(),
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: work,
  LOG_LEVEL: 'warn',
  // The bench's buyers come through a proxy on loopback, each from its own address (pg-routes.mjs).
  TRUST_PROXY: 'loopback',
};
const server = fork(join(root, 'apps/server/dist/main.js'), [], {
  execArgv: [
    '--max-semi-space-size=64',
    ...(process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : []),
  ],
  env: serverEnv,
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const db = new pg.Client({ connectionString: benchUrl.toString() });
try {
  await waitReady(`${apiUrl}/readyz`);
  await db.connect();
  const postmaster = postmasterOf((await db.query('select pg_backend_pid() as pid')).rows[0].pid);
  const context = await signUpBenchBuyer(apiUrl);

  // 2. The routes' statements, and pgbench's scripts of them, checked.
  const captured = await new Promise((resolve, reject) => {
    const child = fork(join(root, 'scripts/bench/pg-capture.mjs'), [], {
      env: { ...serverEnv, DATA_DIR: mkdtempSync(join(work, 'capture-')) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => resolve(message.routes));
    child.once('exit', (code) => code && reject(new Error(`pg-capture exited with ${code}`)));
  });
  const scripts = {};
  for (const name of MEASURED) {
    const captures = captured[name];
    if (captures[1].length === 0) {
      console.log(`${name}: no statements (answered from memory)`);
      continue;
    }
    const script = pgbenchScript(captures);
    const file = join(work, `${Object.keys(scripts).length + 1}.pgbench`);
    writeFileSync(file, script.script);
    const defines = Object.entries(script.defines).flatMap(([k, v]) => ['-D', `${k}=${v}`]);
    const args = [...pgbenchConnection, '-n', ...defines, '-f', file];
    await topUpStock();
    const check = await run(
      'pgbench',
      [...args, '-M', 'extended', '-t', '1', '-c', '1', '--debug', dbName],
      { env: pgbenchEnv },
    );
    const sent = [...check.out.matchAll(/client 0 sending (.*)$/gm)].map((m) => m[1]);
    // pgbench's debug line of a \gset statement ends in a space and a carriage return, not ';'.
    const same = (text, i) =>
      sent[i] === `${text};` || (script.gsets.includes(i) && sent[i]?.trimEnd() === text);
    if (
      !/processed: 1\/1/.test(check.out) ||
      sent.length !== script.expected.length ||
      !script.expected.every(same)
    ) {
      const differing = script.expected.flatMap((text, i) =>
        same(text, i) ? [] : [`statement ${i + 1}\n  route:   ${text}\n  pgbench: ${sent[i]}`],
      );
      console.error(differing.join('\n'), check.out.slice(-2000));
      throw new Error(`${name}: pgbench does not send the route's statements`);
    }
    const named = captures[1].filter((s) => s.name).length;
    console.log(
      `${name}: ${sent.length} statements (${named} prepared by name), pgbench -M ${script.mode}: checked`,
    );
    if (process.env.SHOW_SQL) console.log(script.script);
    scripts[name] = { args: [...args, '-M', script.mode], statements: sent.length, named };
  }

  // Before every run: the project's stock back up, and fresh planner statistics. The tables grow by
  // thousands of rows a run, and autovacuum (off on some servers, a minute's nap on others) would
  // leave plans made for empty tables: the holds select then read every pending order (5.3 ms at
  // 10,000 orders instead of 0.4 ms), and each round ran slower than the one before.
  async function topUpStock() {
    await db.query('update products set available_tonnes = $1 where id = $2', [
      STOCK_TONNES,
      BENCH_PRODUCT_ID,
    ]);
    await db.query('analyze');
  }

  // 3. The runs.
  let requestNumber = 0;
  async function routeRun(name, durationS) {
    await topUpStock();
    const route = BENCH_ROUTES[name];
    const [serverCpu, postgresCpu, clientCpu] = [
      processCpuMs(server.pid),
      postgresCpuMs(postmaster),
      process.cpuUsage(),
    ];
    const result = await new Promise((resolve, reject) =>
      autocannon(
        {
          url: apiUrl,
          connections: CONNECTIONS,
          duration: durationS,
          requests: [
            { setupRequest: (request) => ({ ...request, ...route(requestNumber++, context) }) },
          ],
        },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );
    const requests = result.requests.total;
    const client = process.cpuUsage(clientCpu);
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
      serverCpu: (processCpuMs(server.pid) - serverCpu) / requests,
      postgresCpu: (postgresCpuMs(postmaster) - postgresCpu) / requests,
      clientCpu: (client.user + client.system) / 1000 / requests,
    };
  }
  async function pgbenchRun(name, durationS) {
    await topUpStock();
    const logs = mkdtempSync(join(work, 'log-'));
    const [postgresCpu, clientCpu] = [postgresCpuMs(postmaster), reapedChildrenCpuMs()];
    const { code, out } = await run(
      'pgbench',
      [
        ...scripts[name].args,
        '-c',
        String(PGBENCH_CONNECTIONS),
        '-T',
        String(durationS),
        '-l',
        '--log-prefix',
        join(logs, 'tx'),
        dbName,
      ],
      { env: pgbenchEnv },
    );
    const transactions = Number(out.match(/actually processed: (\d+)/)?.[1] ?? 0);
    const failed = Number(out.match(/number of failed transactions: (\d+)/)?.[1] ?? 0);
    if (code !== 0 || transactions === 0) throw new Error(`pgbench failed:\n${out}`);
    const latencies = readdirSync(logs)
      .flatMap((file) => readFileSync(join(logs, file), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    rmSync(logs, { recursive: true, force: true });
    return {
      rps: Number(out.match(/tps = ([\d.]+) \(without initial/)?.[1]),
      p99: percentile(latencies, 0.99),
      failed,
      postgresCpu: (postgresCpuMs(postmaster) - postgresCpu) / transactions,
      clientCpu: (reapedChildrenCpuMs() - clientCpu) / transactions,
    };
  }

  const targets = MEASURED.flatMap((name) => [
    { key: `${name}`, name, run: routeRun },
    ...(scripts[name] ? [{ key: `pgbench: ${name}`, name, run: pgbenchRun }] : []),
  ]);
  console.log('Warming up…');
  for (const target of targets) await target.run(target.name, 2);
  const results = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? targets : [...targets].reverse();
    for (const target of order) results[target.key].push(await target.run(target.name, DURATION_S));
    console.log(`round ${round}/${ROUNDS} done`);
  }

  const m = (key, field) => median(results[key].map((r) => r[field]));
  const rows = MEASURED.map((name) => {
    const base = scripts[name] ? `pgbench: ${name}` : null;
    return {
      route: name,
      statements: scripts[name]?.statements ?? 0,
      'req/s': Math.round(m(name, 'rps')),
      'pgbench tps': base ? Math.round(m(base, 'rps')) : '—',
      'vs pgbench': base ? (m(name, 'rps') / m(base, 'rps')).toFixed(2) : '—',
      'p99 ms': Number(m(name, 'p99').toFixed(1)),
      'pgbench p99 ms': base ? Number(m(base, 'p99').toFixed(1)) : '—',
      'p99 vs pgbench': base ? (m(name, 'p99') / m(base, 'p99')).toFixed(2) : '—',
      'server CPU µs/req': Math.round(m(name, 'serverCpu') * 1000),
      'PG CPU µs/req': Math.round(m(name, 'postgresCpu') * 1000),
      'autocannon CPU µs/req': Math.round(m(name, 'clientCpu') * 1000),
      'PG CPU µs/tx (pgbench)': base ? Math.round(m(base, 'postgresCpu') * 1000) : '—',
      'pgbench CPU µs/tx': base ? Math.round(m(base, 'clientCpu') * 1000) : '—',
      failed:
        results[name].reduce((s, r) => s + r.failed, 0) +
        (base ? results[base].reduce((s, r) => s + r.failed, 0) : 0),
    };
  });
  console.log(
    `\n${ROUNDS} alternating rounds × ${DURATION_S} s, ${CONNECTIONS} connections (pgbench ${PGBENCH_CONNECTIONS}), PostgreSQL (${dbName})`,
  );
  console.table(rows);
  console.log(
    JSON.stringify({
      rounds: ROUNDS,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      pgbenchConnections: PGBENCH_CONNECTIONS,
      rows,
      results,
    }),
  );
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await db.end().catch(() => {});
  if (process.env.KEEP_DB) console.log(`KEEP_DB: ${benchUrl} is left for a look`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
