import type { BulkProgress } from '@netzero/core';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { summariseBulkCsv } from './csv/bulk-csv-estimate.js';
import { estimateBulkSource, PROGRESS_INTERVAL_MS } from './estimate-bulk-source.js';
import { bytesSource } from './xlsx/byte-source.js';

const HEADER = 'type,mode,km,attendees,hours,energy,date,reference';
const ROWS = Array.from({ length: 20_000 }, (_, index) =>
  index % 3 === 0
    ? `event,,,${10 + (index % 90)},2,300,2026-0${1 + (index % 9)}-15,"EV ${index}, hall"`
    : `travel,${index % 2 ? 'Car' : 'Flight'},${100 + index},,,,2025-12-01,TR-${index}`,
);
const CSV = [HEADER, ...ROWS].join('\r\n');

/** A fake clock that moves 40 ms each time it is read. */
function steppingClock(): () => number {
  let now = 0;
  return () => {
    now += 40;
    return now;
  };
}

/** A one-sheet .xlsx of rows as inline strings. */
function xlsx(rows: readonly (readonly string[])[]): Uint8Array {
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map(
            (cell, c) =>
              `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${cell}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return zipSync({
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  });
}

describe('estimateBulkSource', () => {
  it('streams a CSV to the same summary as the whole text, reporting growing progress', async () => {
    const progress: BulkProgress[] = [];
    const result = await estimateBulkSource(bytesSource(strToU8(CSV)), 'trips.csv', {
      onProgress: (report) => progress.push(report),
      now: steppingClock(),
    });
    expect(result).toEqual(summariseBulkCsv(CSV));
    expect(progress.length).toBeGreaterThan(2);
    const bytes = progress.map((report) => report.bytesRead);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({
      bytesRead: CSV.length,
      bytesTotal: CSV.length,
      rowsRead: 20_000,
    });
    // Reports are at least PROGRESS_INTERVAL_MS apart, but for the last.
    const gaps = progress
      .slice(1, -1)
      .map((report, index) => report.elapsedMs - (progress[index]?.elapsedMs ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS);
  });

  it('reads an .xlsx to the same summary as the CSV of its rows', async () => {
    const rows = [HEADER, ...ROWS.slice(0, 500)].map((line) =>
      line.replace(/"[^"]*"/, 'EV').split(','),
    );
    const result = await estimateBulkSource(bytesSource(xlsx(rows)), 'trips.xlsx');
    expect(result).toEqual(summariseBulkCsv(rows.map((cells) => cells.join(',')).join('\n')));
  });

  it('refuses by name and first bytes before reading on', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]);
    expect(await estimateBulkSource(bytesSource(png), 'photo.csv')).toEqual({
      ok: false,
      error: 'notCsvOrXlsx',
    });
    expect(await estimateBulkSource(bytesSource(strToU8(CSV)), 'trips.xls')).toEqual({
      ok: false,
      error: 'legacyExcel',
    });
    const zip = xlsx([['type']]);
    expect(await estimateBulkSource(bytesSource(zip), 'renamed.csv')).toEqual({
      ok: false,
      error: 'notCsvOrXlsx',
    });
  });

  it('calls a damaged workbook unreadable and a zip bomb a zip bomb', async () => {
    const damaged = xlsx([['type']]).slice(0, 40);
    expect(await estimateBulkSource(bytesSource(damaged), 'book.xlsx')).toEqual({
      ok: false,
      error: 'unreadable',
    });
    const zeros = `<worksheet><sheetData>${' '.repeat(30 * 1024 * 1024)}</sheetData></worksheet>`;
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': [strToU8(zeros), { level: 9 }] });
    expect(await estimateBulkSource(bytesSource(bomb), 'bomb.xlsx')).toEqual({
      ok: false,
      error: 'zipBomb',
    });
  });

  it('stops when its signal is aborted, with the signal’s reason', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const pending = estimateBulkSource(bytesSource(strToU8(CSV)), 'trips.csv', {
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
      now: steppingClock(),
    });
    await expect(pending).rejects.toBe(reason);
  });
});
