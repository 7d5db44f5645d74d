// `npm run bench:bulk`: the bulk estimator against well-known parsers, on the same generated files
// (docs/performance.md). Every measurement runs in its own process (bulk-run.mjs) so that its peak
// RSS is its own; the tools alternate within each round; figures are medians of 5 rounds.
//   CSV  ours (parse + estimate + progress) vs uDSV (parse only) and csv-parse (parse only), 100 MB
//   CSV  ours on 1 GB vs on 100 MB: peak RSS must stay flat
//   XLSX ours (stream + estimate) vs exceljs's streaming WorkbookReader (rows only)
// Options: --rounds N (default 5), --skip-1gb.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_DIR, csvFile, xlsxFile } from './bulk-files.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf('--rounds') + 1]) || 5;
const MB = 1024 * 1024;

execFileSync('npx', ['--no-install', 'tsc', '-b', 'packages/core', 'packages/bulk'], {
  cwd: root,
  stdio: 'inherit',
});

console.log(`Generating files in ${BENCH_DIR} (once)…`);
const csv100 = await csvFile(100 * MB, 'bulk-100mb.csv');
const csv1g = args.includes('--skip-1gb') ? null : await csvFile(1024 * MB, 'bulk-1gb.csv');
const xlsx = await xlsxFile(csv100, 400_000, 'bulk-400k.xlsx');

function measure(tool, file) {
  const run = spawnSync(process.execPath, [join(root, 'scripts/bench/bulk-run.mjs'), tool, file], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${tool} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs the tools in turn, ROUNDS times, rotating who goes first; medians per tool. */
function compare(tools, file) {
  const runs = Object.fromEntries(tools.map((tool) => [tool, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let turn = 0; turn < tools.length; turn += 1) {
      const tool = tools[(round + turn) % tools.length];
      runs[tool].push(measure(tool, file));
    }
  }
  return Object.fromEntries(
    tools.map((tool) => [
      tool,
      {
        rows: runs[tool][0].rows,
        ms: median(runs[tool].map((run) => run.ms)),
        cpuMs: median(runs[tool].map((run) => run.cpuMs)),
        maxRssMb: median(runs[tool].map((run) => run.maxRssMb)),
        peakRssMb: Math.max(...runs[tool].map((run) => run.maxRssMb)),
      },
    ]),
  );
}

const fmt = (value, digits = 0) => value.toFixed(digits);
const mbPerS = (file, ms) => statSync(file).size / MB / (ms / 1000);

const csv = compare(['ours', 'udsv', 'csv-parse'], csv100);
console.log(
  `\nCSV, ${fmt(statSync(csv100).size / MB)} MB, ${csv.ours.rows} data rows, median of ${ROUNDS}:`,
);
for (const [tool, result] of Object.entries(csv)) {
  console.log(
    `  ${tool.padEnd(10)} ${fmt(result.ms).padStart(6)} ms  ${fmt(mbPerS(csv100, result.ms), 1).padStart(6)} MB/s  CPU ${fmt(result.cpuMs).padStart(6)} ms  peak RSS ${fmt(result.peakRssMb)} MB`,
  );
}
/** Our throughput over a tool's, by the clock and by CPU time. */
const ratio = (other) =>
  `${fmt(other.ms / csv.ours.ms, 2)}× (CPU time: ${fmt(other.cpuMs / csv.ours.cpuMs, 2)}×)`;
console.log(`  ours ÷ uDSV throughput: ${ratio(csv.udsv)} (goal ≥ 0.9×)`);
console.log(`  ours ÷ csv-parse throughput: ${ratio(csv['csv-parse'])} (goal ≥ 5×)`);

if (csv1g) {
  const big = compare(['ours'], csv1g).ours;
  console.log(
    `\nCSV, ${fmt(statSync(csv1g).size / MB)} MB: ${fmt(big.ms)} ms, ${fmt(mbPerS(csv1g, big.ms), 1)} MB/s, peak RSS ${fmt(big.peakRssMb)} MB`,
  );
  console.log(
    `  RSS on 1 GB − RSS on 100 MB: ${fmt(big.peakRssMb - csv.ours.peakRssMb, 1)} MB (goal ≤ 16 MB); peak ≤ 128 MB: ${big.peakRssMb <= 128 ? 'yes' : 'NO'}`,
  );
}

const sheet = compare(['ours-xlsx', 'exceljs'], xlsx);
const rowsPerS = (result) => result.rows / (result.ms / 1000);
console.log(
  `\nXLSX, ${fmt(statSync(xlsx).size / MB, 1)} MB, ${sheet['ours-xlsx'].rows} data rows, median of ${ROUNDS}:`,
);
for (const [tool, result] of Object.entries(sheet)) {
  console.log(
    `  ${tool.padEnd(10)} ${fmt(result.ms).padStart(6)} ms  ${fmt(rowsPerS(result)).padStart(8)} rows/s  peak RSS ${fmt(result.peakRssMb)} MB`,
  );
}
console.log(
  `  ours ÷ exceljs rows/s: ${fmt(rowsPerS(sheet['ours-xlsx']) / rowsPerS(sheet.exceljs), 2)}× (goal ≥ 2×, RSS ≤ 256 MB)`,
);
if (!existsSync(csv100)) process.exitCode = 1;
