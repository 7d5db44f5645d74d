// One measurement of `npm run bench:bulk`, in its own process so that its peak RSS is its own:
//   node scripts/bench/bulk-run.mjs <tool> <file>
// prints {rows, ms, maxRssMb} as JSON. Every CSV tool gets the same UTF-8 text chunks.
import { createReadStream, statSync } from 'node:fs';

const [tool, file] = process.argv.slice(2);
const CHUNK_BYTES = 256 * 1024;
const textChunks = () => createReadStream(file, { encoding: 'utf8', highWaterMark: CHUNK_BYTES });

async function ours() {
  const { BulkCsvEstimate, progressFraction, progressTimeLeftMs } = await import('@netzero/core');
  const size = statSync(file).size;
  const started = performance.now();
  const estimate = new BulkCsvEstimate();
  const chunks = textChunks();
  let shown = 0;
  for await (const chunk of chunks) {
    estimate.push(chunk);
    // What the page's worker does with every chunk: a progress report (bytes, rows, time left).
    const progress = {
      bytesRead: chunks.bytesRead,
      bytesTotal: size,
      rowsRead: estimate.rowsRead,
      elapsedMs: performance.now() - started,
    };
    shown = progressFraction(progress) + (progressTimeLeftMs(progress) ?? 0);
  }
  const result = estimate.end();
  if (!result.ok || shown <= 0) throw new Error(`no estimate: ${JSON.stringify(result)}`);
  return result.value.rowsRead;
}

async function udsv() {
  const { inferSchema, initParser } = await import('udsv');
  let parser = null;
  let rows = 0;
  const count = () => {
    rows += 1;
  };
  for await (const chunk of textChunks()) {
    parser ??= initParser(inferSchema(chunk));
    parser.chunk(chunk, parser.stringArrs, count);
  }
  parser.end();
  return rows - 1; // its rows include the header
}

async function csvParse() {
  const { parse } = await import('csv-parse');
  let rows = 0;
  for await (const _record of textChunks().pipe(parse({ relax_column_count: true }))) rows += 1;
  return rows - 1;
}

async function oursXlsx() {
  const { BulkEstimator } = await import('@netzero/core');
  const { readXlsxRows } = await import('@netzero/bulk');
  const { fileByteSource } = await import('@netzero/bulk/node');
  const estimator = new BulkEstimator();
  const source = await fileByteSource(file);
  try {
    await readXlsxRows(source, (row) => estimator.add(row.rowNumber, row.cells));
  } finally {
    await source.close();
  }
  const result = estimator.result();
  if (!result.ok) throw new Error(result.error);
  return result.value.rowsRead;
}

async function exceljs() {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows = 0;
  for await (const worksheet of reader) {
    for await (const _row of worksheet) rows += 1;
    break;
  }
  return rows - 1;
}

const TOOLS = { ours, udsv, 'csv-parse': csvParse, 'ours-xlsx': oursXlsx, exceljs };
// Load the tool's modules first: the time measured is the reading of the file, not the imports.
await import(
  {
    ours: '@netzero/core',
    'ours-xlsx': '@netzero/bulk',
    udsv: 'udsv',
    'csv-parse': 'csv-parse',
    exceljs: 'exceljs',
  }[tool]
);
const started = performance.now();
const rows = await TOOLS[tool]();
const ms = performance.now() - started;
console.log(JSON.stringify({ tool, rows, ms, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
