// `npm run bench:web`: Lighthouse (mobile, simulated throttling) on the production build served by
// the real server, median of RUNS (default 5) runs per page, pages interleaved round by round so a
// burst of load on this shared machine does not land on one page only. Prints a table and which
// budgets pass; exits 1 when a budget fails or when the page asked for anything off this machine.
//
// Options (environment): RUNS=5, PAGES=/,/Carbon,… (default: every site route, web-pages.mjs),
// CHROMIUM_PATH, NO_BUILD=1 (reuse the last build of this script in node_modules/.cache/bench-web).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs';
import { freePort } from './local-server.mjs';
import { benchPages } from './web-pages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const webDist = join(root, 'node_modules/.cache/bench-web/dist');

/** Issue 9's page budgets (Lighthouse mobile, simulated throttling). */
const BUDGETS = [
  { key: 'score', label: 'performance', limit: 95, atLeast: true, unit: '' },
  { key: 'lcp', label: 'LCP', limit: 1800, unit: 'ms' },
  { key: 'tbt', label: 'TBT', limit: 100, unit: 'ms' },
  { key: 'cls', label: 'CLS', limit: 0.02, unit: '' },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function run(command, args) {
  // Production React: the page must be what `npm start` serves.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitFor(url, child, what) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${what} did not answer ${url} within 60 s`);
}

function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse run, and any request that left this machine. */
/** An insight's estimated savings, e.g. "LCP 120 ms, FCP 80 ms". */
const savings = (metricSavings = {}) =>
  Object.entries(metricSavings)
    .filter(([, value]) => value > 0)
    .map(([metric, value]) => `${metric} ${Math.round(value)}${metric === 'CLS' ? '' : ' ms'}`)
    .join(', ') || 'no estimate';

function figures(lhr, origin) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const offsite = requests
    .map((request) => request.url)
    .filter((url) => !url.startsWith(origin) && !/^(data|blob|chrome-extension):/.test(url));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    // Lighthouse 13 names the LCP element inside its LCP-breakdown insight (a list of a subparts
    // table and a node), and reports what to improve as insights with metric savings.
    lcpElement:
      audit('lcp-breakdown-insight')?.details?.items?.find((item) => item.type === 'node')
        ?.snippet ?? '',
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.id.endsWith('-insight') && a.score !== null && a.score < 0.9)
      .map((a) => `${a.id} (${savings(a.metricSavings)})`),
    offsite,
    runtimeError: lhr.runtimeError?.message,
  };
}

if (process.env.NO_BUILD !== '1') {
  console.log('Building the web app and the server (production)…');
  mkdirSync(webDist, { recursive: true });
  run('npx', ['--no-install', 'tsc', '-b', 'apps/server']);
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
}

// After the build: the server's compile (tsc -b) writes packages/content/dist.
const { SITE_ROUTES, ARTICLE_PATHS } = await import('@netzero/content');
const PAGES = process.env.PAGES
  ? process.env.PAGES.split(',')
  : benchPages(SITE_ROUTES, ARTICLE_PATHS);

const dataDir = mkdtempSync(join(tmpdir(), 'netzero-bench-web-'));
const [serverPort, debugPort] = [await freePort(), await freePort()];
const origin = `http://127.0.0.1:${serverPort}`;
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'data'),
    WEB_DIST_DIR: webDist,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    STRIPE_SECRET_KEY: '',
    SMTP_URL: '',
    GOOGLE_MAPS_API_KEY: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const chrome = spawn(
  chromiumPath(),
  [
    ...CHROMIUM_FLAGS,
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${join(dataDir, 'chromium')}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);

const results = Object.fromEntries(PAGES.map((page) => [page, []]));
let lighthouseVersion = '';
try {
  await waitFor(`${origin}/readyz`, server, 'the server');
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chrome, 'Chromium');
  // One warm-up load so the first measured page does not pay for the server's cold caches.
  await fetch(`${origin}/api/products`);
  for (let round = 1; round <= RUNS; round++) {
    for (const page of PAGES) {
      // Lighthouse now and then fails to record a trace on this loaded machine: try again, twice.
      let run;
      for (let attempt = 1; !run; attempt++) {
        const result = await lighthouse(`${origin}${page}`, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        lighthouseVersion = result.lhr.lighthouseVersion;
        const measured = figures(result.lhr, origin);
        if (!measured.runtimeError) run = measured;
        else if (attempt === 3) throw new Error(`${page}: ${measured.runtimeError}`);
        else console.log(`${page}: ${measured.runtimeError}; again`);
      }
      results[page].push(run);
      process.stdout.write(
        `round ${round}/${RUNS} ${page}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}\n`,
      );
    }
  }
} finally {
  await Promise.all([stopProcess(chrome), stopProcess(server)]);
  rmSync(dataDir, { recursive: true, force: true });
}

const rows = [];
let failures = 0;
let offsiteRequests = 0;
for (const page of PAGES) {
  const runs = results[page];
  const row = { page };
  for (const key of ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si'])
    row[key] = median(runs.map((r) => r[key]));
  const verdicts = BUDGETS.map(({ key, label, limit, atLeast }) => {
    const pass = atLeast ? row[key] >= limit : row[key] <= limit;
    if (!pass) failures++;
    return pass ? null : label;
  }).filter(Boolean);
  rows.push({
    page,
    performance: row.score,
    'FCP ms': Math.round(row.fcp),
    'LCP ms': Math.round(row.lcp),
    'TBT ms': Math.round(row.tbt),
    CLS: +row.cls.toFixed(3),
    'SI ms': Math.round(row.si),
    budgets: verdicts.length ? `FAIL: ${verdicts.join(', ')}` : 'pass',
  });
  const offsite = [...new Set(runs.flatMap((r) => r.offsite))];
  offsiteRequests += offsite.length;
  if (offsite.length) console.log(`${page} requested off this machine: ${offsite.join(', ')}`);
  const last = runs.at(-1);
  console.log(`${page} LCP element: ${last.lcpElement}`);
  if (last.opportunities.length)
    console.log(`${page} opportunities: ${last.opportunities.join(', ')}`);
}

console.log(
  `\nLighthouse ${lighthouseVersion} (mobile, simulated throttling), median of ${RUNS} runs:`,
);
console.table(rows);
console.log(
  `Budgets: ${BUDGETS.map((b) => `${b.label} ${b.atLeast ? '≥' : '≤'} ${b.limit}${b.unit ? ` ${b.unit}` : ''}`).join(', ')}`,
);
console.log(
  failures === 0
    ? 'All page budgets pass.'
    : `${failures} budget(s) fail (see the table's budgets column).`,
);
if (offsiteRequests) console.log('Some page asked for something off this machine.');
process.exitCode = failures === 0 && offsiteRequests === 0 ? 0 : 1;
