// Generates the benchmark files of `npm run bench:bulk`: detailed-estimate CSV files of the
// template's columns with quoted fields (embedded commas, doubled quotes, a few line breaks), and
// an .xlsx of the same rows. Deterministic (a seeded generator), cached in the OS temp dir.

import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BULK_COLUMNS } from '@netzero/core';

export const BENCH_DIR = join(tmpdir(), 'netzero-bench-bulk');

/** The template's columns, in its order. */
export const HEADER = [...BULK_COLUMNS];

const CITIES = ['Delhi', 'Mumbai', 'Bengaluru', 'Chennai', 'Kolkata', 'Pune', 'Jaipur', 'Kochi'];

/** A small seeded generator (mulberry32), so every run benchmarks the same bytes. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The cells of row `index` (1-based data rows). */
export function rowCells(next, index) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const month = 1 + Math.floor(next() * 12);
  const day = 1 + Math.floor(next() * 28);
  const date = `202${5 + Math.floor(next() * 2)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const kind = next();
  const from = `${pick(CITIES)}, IN`;
  const to = `${pick(CITIES)}, IN`;
  const reference =
    index % 50 === 0
      ? `Trip ${index}\nsecond line`
      : index % 7 === 0
        ? `Client "${pick(CITIES)}" visit, #${index}`
        : `REF-${index}`;
  const row = (cells) => HEADER.map((column) => cells[column] ?? '');
  const whole = (from, span) => String(from + Math.floor(next() * span));
  if (kind < 0.5) {
    const mode = pick(['Flight', 'Car', 'Boat']);
    return row({
      type: 'travel',
      mode,
      from,
      to,
      km: (50 + next() * 2000).toFixed(1),
      date,
      reference,
    });
  }
  if (kind < 0.6) {
    const km = (5 + next() * 80).toFixed(1);
    return row({
      type: 'boat',
      from,
      to,
      km,
      passengers: whole(2, 30),
      length: whole(6, 40),
      date,
      reference,
    });
  }
  if (kind < 0.8) {
    return row({
      type: 'event',
      attendees: whole(10, 500),
      hours: whole(1, 10),
      energy: whole(100, 5000),
      date,
      reference,
    });
  }
  return row({
    type: 'hotel',
    energy: whole(50, 2000),
    nights: whole(1, 60),
    rating: whole(1, 5),
    date,
    reference,
  });
}

function csvField(value) {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Writes a CSV of at least `bytes` bytes (whole rows), once; returns its path and row count. */
export async function csvFile(bytes, name) {
  mkdirSync(BENCH_DIR, { recursive: true });
  const path = join(BENCH_DIR, name);
  if (existsSync(path) && statSync(path).size >= bytes) return path;
  const partial = `${path}.partial`;
  const out = createWriteStream(partial);
  const next = random(42);
  let written = 0;
  let batch = `${HEADER.join(',')}\r\n`;
  for (let index = 1; written < bytes; index += 1) {
    batch += `${rowCells(next, index).map(csvField).join(',')}\r\n`;
    if (batch.length > 1 << 20) {
      written += Buffer.byteLength(batch);
      if (!out.write(batch)) await once(out, 'drain');
      batch = '';
    }
  }
  if (batch) out.write(batch);
  out.end();
  await once(out, 'finish');
  renameSync(partial, path);
  return path;
}

/** Writes an .xlsx of the first `rows` data rows of the generator (numbers as numbers), once. */
export async function xlsxFile(_csvPath, rows, name) {
  const path = join(BENCH_DIR, name);
  if (existsSync(path)) return path;
  const { default: ExcelJS } = await import('exceljs');
  const partial = `${path}.partial.xlsx`;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: partial,
    useSharedStrings: true,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Estimate');
  sheet.addRow(HEADER).commit();
  const next = random(42);
  for (let index = 1; index <= rows; index += 1) {
    const cells = rowCells(next, index).map((cell) =>
      cell !== '' && /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell,
    );
    sheet.addRow(cells).commit();
  }
  sheet.commit();
  await workbook.commit();
  renameSync(partial, path);
  return path;
}
