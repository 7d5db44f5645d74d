// `node scripts/bench/places-index.mjs`: how long the offline places directory holds the event loop
// while it builds the world gazetteer index (warmUp), and how long the build takes. Each of RUNS
// runs is a fresh child process (the data packages are read from scratch), which imports the
// server's build (apps/server/dist; SKIP_BUILD=1 measures the one already there), lets a
// monitorEventLoopDelay histogram (1 ms resolution) run for 50 ms, then starts warmUp and awaits
// it. The longest stall is the histogram's max; it includes the 1 ms resolution. Prints one line
// per run, the medians, and JSON on the last line.
import { fork, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);

if (process.argv[2] === '--child') {
  // PLACES_MODULE measures another build of the module (NODE_OPTIONS=--import=tsx for sources).
  const module =
    process.env.PLACES_MODULE ?? join(root, 'apps/server/dist/places/offline-places-directory.js');
  const { OfflinePlacesDirectory } = await import(pathToFileURL(module).href);
  const directory = new OfflinePlacesDirectory();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  // Not reset afterwards: the first interval after a reset is not recorded.
  await sleep(50);
  const start = performance.now();
  await directory.warmUp();
  const buildMs = performance.now() - start;
  // Let the histogram's timer fire once more, so a stall at the very end is recorded too.
  await sleep(5);
  delay.disable();
  process.send?.({ buildMs, maxStallMs: delay.max / 1e6, p99StallMs: delay.percentile(99) / 1e6 });
  process.exit(0);
}

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const runs = [];
for (let run = 1; run <= RUNS; run++) {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], { stdio: 'inherit' });
  const result = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`run ${run} exited with ${code}`)));
  });
  runs.push(result);
  console.log(
    `run ${run}: build ${result.buildMs.toFixed(0)} ms, longest stall ${result.maxStallMs.toFixed(1)} ms`,
  );
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = {
  runs,
  medianBuildMs: median(runs.map((run) => run.buildMs)),
  medianMaxStallMs: median(runs.map((run) => run.maxStallMs)),
};
console.log(
  `median of ${RUNS}: build ${summary.medianBuildMs.toFixed(0)} ms, longest stall ${summary.medianMaxStallMs.toFixed(1)} ms`,
);
console.log(JSON.stringify(summary));
