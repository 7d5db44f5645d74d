// CPU time per request of our HTTP stack against the bare Fastify app, for A/B comparisons of
// builds in one sitting (docs/performance.md, issue 21). Throughput on this shared machine swings
// by a third between runs; the server's own CPU time per request (utime + stime from
// /proc/<pid>/stat around each autocannon run, so Linux only) moves much less.
//   BUILDS=old=apps/server/dist-old/main.js,new=apps/server/dist/main.js \
//     flock /tmp/bench.lock npx node scripts/bench/api-cpu.mjs
// Each build is started once as `npm start` runs it (PGlite in a temporary DATA_DIR,
// --max-semi-space-size=64, LOG_LEVEL=warn); then ROUNDS alternating rounds of DURATION s per
// target with CONNECTIONS connections, each followed by the microsecond latency probe; medians.
// A copy of apps/server/dist elsewhere in apps/server (e.g. dist-old) finds the web app and
// node_modules as the original does.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { probeLatency } from './latency-probe.mjs';
import { freePort, waitReady } from './local-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DURATION_S = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ROUTES = (process.env.ROUTES ?? '/healthz,/api/products').split(',');
const BUILDS = (process.env.BUILDS ?? `new=${join(root, 'apps/server/dist/main.js')}`)
  .split(',')
  .map((entry) => entry.split('='));

/** The process's CPU time so far, in microseconds (clock ticks of 10 ms). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const children = [];
const dataDirs = [];
/** Forks a script and fails the bench if it dies before the end. */
function start(script, options) {
  const child = fork(script, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], ...options });
  child.once('exit', (code) => {
    if (!finished) {
      console.error(`${script} exited with ${code}`);
      process.exit(1);
    }
  });
  children.push(child);
  return child;
}
let finished = false;
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const targets = [];
const barePort = await freePort();
const bare = start(join(root, 'scripts/bench/bare-fastify.mjs'), {
  env: { ...process.env, PORT: String(barePort) },
});
await waitReady(`http://127.0.0.1:${barePort}/bare`);
targets.push({ name: 'bare', pid: bare.pid, url: `http://127.0.0.1:${barePort}/bare` });
for (const [name, main] of BUILDS) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nzm-bench-cpu-'));
  dataDirs.push(dataDir);
  const server = start(resolve(root, main), {
    // As `npm start` runs it (see api.mjs).
    execArgv: ['--max-semi-space-size=64'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  await waitReady(`http://127.0.0.1:${port}/readyz`);
  for (const route of ROUTES)
    targets.push({
      name: `${name} ${route}`,
      pid: server.pid,
      url: `http://127.0.0.1:${port}${route}`,
    });
}
// Start-up work (the places index warm-up) runs for a few seconds after /readyz answers.
await new Promise((r) => setTimeout(r, 8000));

const load = (url, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration }, (e, r) => (e ? reject(e) : resolve(r))),
  );
for (const target of targets) await load(target.url, 1); // warm the JIT
const results = new Map(targets.map((t) => [t.name, { rps: [], cpu: [], p99: [] }]));
for (let round = 1; round <= ROUNDS; round++) {
  // Alternate the order each round so drift in machine load hits every target alike.
  for (const target of round % 2 ? targets : [...targets].reverse()) {
    const before = cpuMicros(target.pid);
    const run = await load(target.url, DURATION_S);
    const cpu = cpuMicros(target.pid) - before;
    if (run.non2xx || run.errors || run.timeouts) throw new Error(`${target.name}: failed answers`);
    const result = results.get(target.name);
    result.rps.push(run.requests.average);
    result.cpu.push(cpu / run.requests.total);
    const probe = await probeLatency(target.url, { connections: CONNECTIONS, durationMs: 3000 });
    result.p99.push(probe.p99Us);
  }
  console.log(`round ${round}/${ROUNDS} done`);
}
finished = true;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const base = results.get('bare');
const rows = [...results].map(([target, r]) => ({
  target,
  'req/s (median)': Math.round(median(r.rps)),
  'vs bare': (median(r.rps) / median(base.rps)).toFixed(2),
  'CPU µs/request (median)': Math.round(median(r.cpu)),
  'CPU µs/request (all)': r.cpu.map((x) => Math.round(x)).join(' '),
  'p99 µs (median)': Math.round(median(r.p99)),
  'p99 vs bare': (median(r.p99) / median(base.p99)).toFixed(2),
}));
console.log(`\n${ROUNDS} alternating rounds × ${DURATION_S} s, ${CONNECTIONS} connections, PGlite`);
console.table(rows);
console.log(JSON.stringify({ rounds: ROUNDS, durationSeconds: DURATION_S, rows }));
process.exit(0);
