import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BULK_FILE_PROBLEM_TEXT, UPLOAD_LIMIT_BYTES } from '@netzero/core';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { summariseBulkCsv } from '../csv/bulk-csv-estimate.js';
import { runCli, USAGE } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'netzero-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CSV = [
  'type,mode,km,attendees,hours,energy,date,reference',
  'travel,Car,1000,,,,2026-01-10,"Pune, visit"',
  'event,,,100,2,500,2026-02-01,EV-1',
  'travel,Rocket,5,,,,,BAD-1',
].join('\n');

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function run(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    errIsTerminal: false,
  });
  return { code, out, err };
}

/** A minimal .xlsx with the rows as inline strings (no shared strings). */
function xlsx(rows: readonly (readonly string[])[]): Uint8Array {
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map(
            (cell, c) =>
              `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${cell.replaceAll('&', '&amp;')}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  });
}

describe('netzero-estimate', () => {
  it('prints a readable summary: activities, months and problems', async () => {
    const { code, out, err } = await run(file('trips.csv', CSV));
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toContain('NetZero Market estimate of trips.csv');
    expect(out).toContain('Rows read: 3; estimated: 2; problems: 1');
    expect(out).toMatch(/Tourism & Travel\s+0\.21 t {2}\(1 row\)/);
    expect(out).toMatch(/Events & Conferences\s+1\.35 t/);
    expect(out).toMatch(/Total\s+1\.56 t/);
    expect(out).toMatch(/2026-01\s+0\.21 t/);
    expect(out).toContain('row 4, mode: Use Flight, Car or Boat for a travel row. [BAD-1]');
  });

  it('prints JSON with the same summary as the core, and messages beside the problems', async () => {
    const { code, out } = await run(file('trips.csv', CSV), '--format', 'json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    const expected = summariseBulkCsv(CSV);
    if (!expected.ok) throw new Error(expected.error);
    expect(report).toMatchObject({
      file: 'trips.csv',
      totalTonnes: expected.value.totalTonnes,
      byMonth: expected.value.byMonth,
      errorCount: 1,
    });
    expect(report.errors[0]).toMatchObject({
      rowNumber: 4,
      column: 'mode',
      message: 'Use Flight, Car or Boat for a travel row.',
    });
  });

  it('prints CSV records for the total, each mode, each month and each problem', async () => {
    const { out } = await run(file('trips.csv', CSV), '--format=csv');
    const lines = out.trimEnd().split('\r\n');
    expect(lines[0]).toBe('record,key,rows,tonnes_co2,row,column,message,reference');
    expect(lines[1]).toBe('total,all,2,1.56,,,,');
    expect(lines).toContain('mode,Tourism & Travel,1,0.21,,,,');
    expect(lines).toContain('month,2026-02,1,1.35,,,,');
    expect(lines.at(-1)).toBe(
      'error,BULK.MODE_UNKNOWN,,,4,mode,"Use Flight, Car or Boat for a travel row.",BAD-1',
    );
  });

  it('reads an .xlsx workbook to the same totals as the CSV of its rows', async () => {
    const rows = CSV.split('\n').map((line) => line.replace('"Pune, visit"', 'Pune').split(','));
    const { code, out } = await run(file('trips.xlsx', xlsx(rows)), '--format', 'json');
    expect(code).toBe(0);
    const expected = summariseBulkCsv(rows.map((cells) => cells.join(',')).join('\n'));
    expect(expected.ok && JSON.parse(out).totalTonnes).toBe(
      expected.ok && expected.value.totalTonnes,
    );
  });

  it('exits 1 with the reason for a file it cannot estimate', async () => {
    const noType = await run(file('no-type.csv', 'mode,km\nCar,5\n'));
    expect(noType).toMatchObject({ code: 1, out: '' });
    expect(noType.err).toContain(BULK_FILE_PROBLEM_TEXT['BULK.TYPE_COLUMN_MISSING']);
    const png = await run(file('photo.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])));
    expect(png.code).toBe(1);
    expect(png.err).toContain(BULK_FILE_PROBLEM_TEXT.notCsvOrXlsx);
    const missing = await run(join(dir, 'missing.csv'));
    expect(missing).toMatchObject({
      code: 1,
      err: `Cannot open ${join(dir, 'missing.csv')}: ENOENT\n`,
    });
  });

  it('refuses a file over 1 GB with the page’s message, before reading it (issue 18 item 5)', async () => {
    // A sparse file: its size is past the limit, its disk use a few bytes.
    const big = file('year.csv', CSV);
    truncateSync(big, UPLOAD_LIMIT_BYTES + 1);
    expect(await run(big)).toEqual({
      code: 1,
      out: '',
      err: 'File size exceeds 1 GB limit. Please upload a smaller file.\n',
    });
    truncateSync(big, 0);
  });

  it('says a file has no data rows, as the page does, and still prints the (empty) report', async () => {
    const path = file('header-only.csv', 'type,mode,km,date\n');
    const text = await run(path);
    expect(text.code).toBe(0);
    expect(text.out).toContain('Rows read: 0; estimated: 0; problems: 0');
    expect(text.err).toBe('This file has a header row but no data rows below it.\n');
    const json = await run(path, '--format', 'json');
    expect(JSON.parse(json.out).rowsRead).toBe(0);
    expect(json.err).toBe('This file has a header row but no data rows below it.\n');
    // A file with rows gets no such note.
    expect((await run(file('trips.csv', CSV))).err).toBe('');
  });

  it('exits 2 with the usage for bad arguments, and prints it for --help', async () => {
    expect(await run()).toMatchObject({ code: 2, err: `Give exactly one file.\n\n${USAGE}` });
    expect(await run('a.csv', 'b.csv')).toMatchObject({ code: 2 });
    expect((await run('a.csv', '--format', 'xml')).err).toContain("Unknown format 'xml'.");
    expect((await run('--colour')).code).toBe(2);
    expect(await run('--help')).toEqual({ code: 0, out: USAGE, err: '' });
  });
});
