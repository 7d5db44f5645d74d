// `npm run bench:long-tasks`: what blocks the main thread when a page first loads, the way issue
// 18's TBT work found it. Loads each page in Chromium with the CPU slowed as Lighthouse simulates a
// phone (4×), records a trace with the V8 sampling profiler, and prints every main-thread task over
// MIN ms: when it started, what Chromium did in it (evaluate a module, layout, a timer…) and the
// call paths that took its time, mapped to the sources through the build's hidden source maps.
// Lighthouse counts a task's time beyond 50 ms after the first paint as blocking.
//
// Options (environment): PAGES=/Business,/Carbon (default /, /Carbon, /Business, /Admin),
// RATE=4 (CPU slowdown), MIN=50 (ms, slowed), DEPTH=4 (frames per path), WEB_DIST_DIR (default
// apps/web/dist: run `npm run build` first).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs';
import { freePort, waitReady } from './local-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = (process.env.PAGES ?? '/,/Carbon,/Business,/Admin').split(',');
const RATE = Number(process.env.RATE ?? 4);
const MIN_MS = Number(process.env.MIN ?? 50);
const DEPTH = Number(process.env.DEPTH ?? 4);
const webDist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
if (!existsSync(join(webDist, 'pages'))) throw new Error(`${webDist} has no build: npm run build`);

const sourceMaps = new Map();
/** `name (source:line)` of a minified frame, through the chunk's source map when it has one. */
function frameName({ functionName, url = '', lineNumber, columnNumber }) {
  const file = url.replace(/^.*\//, '');
  if (!url.includes('/static/')) return functionName || `(${file || 'native'})`;
  if (!sourceMaps.has(file)) {
    const path = join(webDist, 'static', `${file}.map`);
    sourceMaps.set(file, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path))) : null);
  }
  const entry = sourceMaps.get(file)?.findEntry(lineNumber, columnNumber);
  if (!entry?.originalSource) return `${functionName || '(top level)'} (${file})`;
  const source = entry.originalSource
    .replace(/^.*?node_modules\//, '')
    .replace(/^.*?\/work\/[^/]+\//, '');
  return `${entry.name ?? (functionName || '(top level)')} (${source.replace(/^(\.\.\/)+/, '')}:${entry.originalLine + 1})`;
}

/** The sampled call stacks of the page's main thread: [{ time, stack: frame names, root first }]. */
function samplesOf(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  // The main thread's profile: its Profile event is on that thread, its chunks share its id.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  let time = profile.args.data.startTime;
  const chunks = events
    .filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)
    .sort((a, b) => a.ts - b.ts);
  for (const event of chunks) {
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i];
      samples.push({ time, id });
    });
  }
  return samples.map(({ time, id }) => {
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.unshift(node);
    return { time, stack };
  });
}

const top = (counts, n) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);

async function longTasks(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const { traceEvents: events } = JSON.parse(String(await browser.stopTracing()));
  await context.close();

  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin),
  );
  if (!parse) throw new Error(`no trace of ${path}'s main thread`);
  const { pid, tid } = parse;
  const mainThread = events.filter((e) => e.pid === pid && e.tid === tid);
  const start = mainThread.find((e) => e.name === 'navigationStart')?.ts ?? parse.ts;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;
  const samples = samplesOf(events, pid, tid);
  const ms = (us) => Math.round(us / 1000);
  console.log(
    `\n${path}: first contentful paint at ${paint ? ms(paint - start) : '?'} ms (×${RATE} CPU)`,
  );
  for (const task of mainThread.filter((e) => e.name === 'RunTask' && e.dur > MIN_MS * 1000)) {
    const end = task.ts + task.dur;
    const inside = mainThread
      .filter((e) => e.ts >= task.ts && e.ts < end && e.dur > task.dur / 10 && e.name !== 'RunTask')
      .map((e) => `${e.name} ${ms(e.dur)}`);
    const paths = new Map();
    for (const { stack } of samples.filter((s) => s.time >= task.ts && s.time <= end)) {
      const key = stack
        .slice(1, 1 + DEPTH)
        .map(({ callFrame }) => frameName(callFrame))
        .join(' › ');
      paths.set(key, (paths.get(key) ?? 0) + 1);
    }
    const total = [...paths.values()].reduce((a, b) => a + b, 0) || 1;
    const after = paint && task.ts >= paint ? 'after paint' : 'before paint';
    console.log(
      `  task at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms (${after}): ${[...new Set(inside)].join(', ')}`,
    );
    for (const [key, count] of top(paths, 4))
      console.log(`    ${Math.round((100 * count) / total)}%  ${key}`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'netzero-long-tasks-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  await waitReady(`${origin}/readyz`);
  for (const path of PAGES) await longTasks(browser, origin, path);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
