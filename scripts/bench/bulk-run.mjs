// One measurement of `npm run bench:bulk`, in its own process so that its peak RSS is its own:
//   node scripts/bench/bulk-run.mjs <tool> <file>
// prints {rows, ms, maxRssMb} as JSON. Every CSV tool gets the same UTF-8 text chunks.
import { readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';

const [tool, file] = process.argv.slice(2);
// 64 KiB texts stay in V8's young generation, and one read buffer serves the whole file: with
// createReadStream's new 256 KiB buffer per chunk, reading alone took 18 MB more RSS on 1 GB than
// on 100 MB, whatever read the text.
const CHUNK_BYTES = 64 * 1024;

/** The file as UTF-8 text chunks, with how many bytes have been read so far. */
function textChunks() {
  const chunks = {
    bytesRead: 0,
    async *[Symbol.asyncIterator]() {
      const handle = await open(file, 'r');
      const buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
          if (bytesRead === 0) break;
          chunks.bytesRead += bytesRead;
          yield decoder.decode(buffer.subarray(0, bytesRead), { stream: true });
        }
        const rest = decoder.decode();
        if (rest !== '') yield rest;
      } finally {
        await handle.close();
      }
    },
  };
  return chunks;
}

async function ours() {
  const { BulkCsvEstimate } = await import('@netzero/bulk');
  const { progressFraction, progressTimeLeftMs } = await import('@netzero/core');
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
  const records = Readable.from(textChunks()).pipe(parse({ relax_column_count: true }));
  for await (const _record of records) rows += 1;
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
/**
 * This process's peak RSS in MB. Linux's VmHWM is its own; getrusage's maxRSS (the fallback
 * elsewhere) also counts the parent's RSS when it was forked, which the file generator raises.
 */
function peakRssMb() {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {}
  return process.resourceUsage().maxRSS / 1024;
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
const rows = await TOOLS[tool]();
const ms = performance.now() - started;
// CPU time (every thread of the process) as well: on a shared machine it varies less than the clock.
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(JSON.stringify({ tool, rows, ms, cpuMs, maxRssMb: peakRssMb() }));
