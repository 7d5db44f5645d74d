// `npm run bench:startup`: how long `npm start` takes, with an existing data directory, from launch
// to the first 200 from GET /readyz (issue 9: median of RUNS ≤ 3 s). It prepares one data dir
// with a first `npm start` (builds what needs building, migrates, seeds), then RUNS times spawns
// `npm start` exactly as a user would (PORT and DATA_DIR set), polls /readyz every POLL_MS, and
// stops the server with SIGTERM. As a same-run baseline, alternating with those runs, it times a
// bare `node -e` that starts a minimal Fastify server answering /readyz, so the figure can be read
// as a ratio on a noisy machine. Prints a table and writes JSON to stdout's last line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './local-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const POLL_MS = 20;
const BUDGET_MS = 3000;

const BARE_SERVER = `
const app = require('fastify')({ logger: false });
app.get('/readyz', async () => ({ status: 'ok' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * Spawns a command in its own process group, polls http://127.0.0.1:port/readyz until it answers
 * 200, then sends SIGTERM to the group and waits for the command to exit. Returns the ms from
 * spawn to the first 200, and whether `npm start` said it rebuilt something.
 */
async function timeToReady(command, args, env, timeoutMs) {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let exit = null;
  exited.then((e) => {
    exit = e;
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}/readyz`;
  let readyMs = null;
  try {
    while (readyMs === null) {
      if (exit)
        throw new Error(`${command} ${args.join(' ')} exited early (${exit.code ?? exit.signal})`);
      if (performance.now() - started > timeoutMs)
        throw new Error(`${url} not ready within ${timeoutMs} ms`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        if (response.status === 200) readyMs = performance.now() - started;
      } catch {}
      if (readyMs === null) await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return { ms: readyMs, rebuilt: /Compiling the server|Building the web app/.test(output) };
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    if (!exit) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      const killer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 10_000);
      await exited;
      clearTimeout(killer);
    }
  }
}

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'nzm-startup-'));
const npmStart = (timeoutMs) => timeToReady('npm', ['start'], { DATA_DIR: dataDir }, timeoutMs);
const bare = () => timeToReady(process.execPath, ['-e', BARE_SERVER], {}, 30_000);

try {
  console.log(`Preparing ${dataDir} with a first \`npm start\` (builds, migrates, seeds)…`);
  const { ms: firstMs } = await npmStart(15 * 60_000);
  console.log(`first start (prepare): ${Math.round(firstMs)} ms`);

  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    // Alternate the order each run so drift in machine load hits both alike.
    const order = run % 2 ? ['npm start', 'bare'] : ['bare', 'npm start'];
    const row = { run };
    for (const name of order) {
      const { ms, rebuilt } = name === 'bare' ? await bare() : await npmStart(60_000);
      row[name] = Math.round(ms);
      // Someone editing the sources during the runs makes `npm start` rebuild: say so.
      if (name === 'npm start' && rebuilt) row.rebuilt = true;
    }
    runs.push(row);
    console.log(
      `run ${run}/${RUNS}: npm start ${row['npm start']} ms${row.rebuilt ? ' (rebuilt)' : ''}, bare ${row.bare} ms`,
    );
  }
  const startMedian = median(runs.map((r) => r['npm start']));
  const bareMedian = median(runs.map((r) => r.bare));
  console.log(
    `\n${RUNS} alternating runs, /readyz polled every ${POLL_MS} ms, PGlite in ${dataDir}`,
  );
  console.table([
    ...runs.map((r) => ({
      run: r.run,
      'npm start ms': r['npm start'],
      'bare ms': r.bare,
      rebuilt: r.rebuilt ? 'yes' : '',
    })),
    { run: 'median', 'npm start ms': startMedian, 'bare ms': bareMedian },
  ]);
  const ratio = startMedian / bareMedian;
  const met = startMedian <= BUDGET_MS;
  console.log(
    `median ${startMedian} ms (${ratio.toFixed(1)}× bare Fastify); budget ${BUDGET_MS} ms: ${met ? 'met' : 'NOT met'}`,
  );
  console.log(
    JSON.stringify({
      runs,
      firstStartMs: Math.round(firstMs),
      medianMs: startMedian,
      bareMedianMs: bareMedian,
      ratio,
      budgetMs: BUDGET_MS,
      met,
    }),
  );
} finally {
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
