import { estimateBulkSource, PROGRESS_INTERVAL_MS, summariseBulkCsv } from '@netzero/bulk';
import { BULK_SNIFF_BYTES, type BulkProgress, type BulkSummary } from '@netzero/core';
import { strToU8 } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { blobByteSource } from './blob-byte-source';
import {
  buildTestXlsx,
  cutIntoParts,
  nodeFileClass,
  type TestCell,
  zipArchive,
} from './bulk-file-test-kit';

/** What the worker runs: @netzero/bulk's estimate of a File, read through blobByteSource. */
function estimateBulkFile(
  file: Blob & { name: string },
  onProgress: (progress: BulkProgress) => void,
  signal: AbortSignal,
  now?: () => number,
) {
  return estimateBulkSource(blobByteSource(file), file.name, { onProgress, signal, now });
}

let NodeFile: typeof File;
beforeAll(async () => {
  NodeFile = await nodeFileClass();
});

const running = () => new AbortController().signal;

/** A clock that moves on by stepMs each time it is read. */
function steppingClock(stepMs: number) {
  let now = 0;
  return () => {
    now += stepMs;
    return now;
  };
}

const HEADER = ['type', 'mode', 'from', 'to', 'km', 'attendees', 'hours', 'energy', 'nights'];
const FULL_HEADER = [...HEADER, 'rating', 'passengers', 'length', 'date', 'reference'];

/** Rows of every kind, dated over 14 months and undated, with problems, quotes and multi-byte text. */
function tripRows(count: number): TestCell[][] {
  const rows: TestCell[][] = [];
  for (let i = 0; i < count; i += 1) {
    const month = (i % 14) + 1;
    const date =
      i % 9 === 0
        ? null
        : `${2025 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-1${i % 10}`;
    const reference = `Trip ${i} – Delhi → Mumbai, “offsite”`;
    const kind = i % 5;
    if (kind === 0)
      rows.push([
        'travel',
        'Flight',
        'Delhi',
        'Mumbai',
        1150 + i,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        date,
        reference,
      ]);
    else if (kind === 1)
      rows.push([
        'travel',
        'Car',
        'Pune',
        'Goa',
        450,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        date,
        reference,
      ]);
    else if (kind === 2)
      rows.push([
        'event',
        null,
        null,
        null,
        null,
        120,
        6,
        900,
        null,
        null,
        null,
        null,
        date,
        reference,
      ]);
    else if (kind === 3)
      rows.push([
        'hotel',
        null,
        null,
        null,
        null,
        null,
        null,
        300,
        12,
        4,
        null,
        null,
        date,
        reference,
      ]);
    else
      rows.push([
        'travel',
        i % 10 === 4 ? 'Rocket' : 'Boat',
        null,
        null,
        35,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        date,
        reference,
      ]);
  }
  return rows;
}

function csvCell(cell: TestCell): string {
  const text = cell === null ? '' : String(cell);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(rows: readonly (readonly TestCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

function summaryOf(csv: string): BulkSummary {
  const expected = summariseBulkCsv(csv);
  if (!expected.ok) throw new Error(`the test CSV does not estimate: ${expected.error}`);
  return expected.value;
}

describe('estimateBulkFile: CSV', () => {
  const csv = toCsv([FULL_HEADER, ...tripRows(3000)]);
  const bytes = new TextEncoder().encode(csv);

  it('gives the same estimate from a stream of small chunks, split anywhere, as from the whole text', async () => {
    const parts = cutIntoParts(bytes, 97);
    expect(parts.length).toBeGreaterThan(2000);
    const file = new NodeFile(parts, 'trips.csv', { type: 'text/csv' });
    const result = await estimateBulkFile(file, () => undefined, running());
    const expected = summaryOf(csv);
    expect(result).toEqual({ ok: true, value: expected });
    expect(expected.rowsRead).toBe(3000);
    // The problems keep their rows' references, multi-byte characters and all.
    expect(expected.errors.length).toBe(100);
    expect(expected.errors[0]?.reference).toBe('Trip 4 – Delhi → Mumbai, “offsite”');
    expect(JSON.stringify(result)).not.toContain('\uFFFD');
    expect(expected.byMonth.length).toBe(15); // 14 months and the undated rows
  });

  it('never reads the whole file at once', async () => {
    const file = new NodeFile(cutIntoParts(bytes), 'trips.csv');
    const text = vi.spyOn(file, 'text');
    const arrayBuffer = vi.spyOn(file, 'arrayBuffer');
    await estimateBulkFile(file, () => undefined, running());
    expect(text).not.toHaveBeenCalled();
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it('reports growing bytes and rows, with the time elapsed, and once more at the end', async () => {
    const file = new NodeFile(cutIntoParts(bytes), 'trips.csv');
    const reports: BulkProgress[] = [];
    await estimateBulkFile(
      file,
      (progress) => reports.push(progress),
      running(),
      steppingClock(150),
    );
    expect(reports.length).toBeGreaterThan(20);
    for (const [index, report] of reports.entries()) {
      expect(report.bytesTotal).toBe(file.size);
      if (index === 0) continue;
      const previous = reports[index - 1] as BulkProgress;
      expect(report.bytesRead).toBeGreaterThanOrEqual(previous.bytesRead);
      expect(report.rowsRead).toBeGreaterThanOrEqual(previous.rowsRead);
      expect(report.elapsedMs).toBeGreaterThan(previous.elapsedMs);
    }
    expect(reports[0]?.bytesRead).toBeLessThan(file.size / 10);
    expect(reports.at(-1)).toMatchObject({ bytesRead: file.size, rowsRead: 3000 });
  });

  it(`reports at most every ${PROGRESS_INTERVAL_MS} ms, and always at the end`, async () => {
    const file = new NodeFile(cutIntoParts(bytes), 'trips.csv');
    const standingStill: BulkProgress[] = [];
    await estimateBulkFile(
      file,
      (progress) => standingStill.push(progress),
      running(),
      () => 0,
    );
    expect(standingStill.map((report) => report.rowsRead)).toEqual([
      standingStill[0]?.rowsRead,
      3000,
    ]);
    const slowly: BulkProgress[] = [];
    await estimateBulkFile(file, (progress) => slowly.push(progress), running(), steppingClock(30));
    const fast: BulkProgress[] = [];
    await estimateBulkFile(file, (progress) => fast.push(progress), running(), steppingClock(150));
    // A 30 ms clock allows a report every fourth chunk: about a quarter as many.
    expect(slowly.length).toBeLessThan(fast.length / 3 + 2);
    expect(slowly.length).toBeGreaterThan(fast.length / 5);
  });

  it('stops reading once the header shows there is no type column', async () => {
    const noType = toCsv([HEADER.slice(1), ...tripRows(3000).map((row) => row.slice(1, 9))]);
    const file = new NodeFile(cutIntoParts(new TextEncoder().encode(noType)), 'trips.csv');
    const reports: BulkProgress[] = [];
    const result = await estimateBulkFile(file, (progress) => reports.push(progress), running());
    expect(result).toEqual({ ok: false, error: 'BULK.TYPE_COLUMN_MISSING' });
    expect(reports.at(-1)?.bytesRead).toBeLessThan(file.size / 10);
  });

  it('says an empty file is empty', async () => {
    const result = await estimateBulkFile(
      new NodeFile([''], 'empty.csv'),
      () => undefined,
      running(),
    );
    expect(result).toEqual({ ok: false, error: 'BULK.FILE_EMPTY' });
  });

  it('reads a byte-order mark and a semicolon-separated file as the core does', async () => {
    const text = '\uFEFFtype;km;mode\r\ntravel;1400;Car\r\n';
    const file = new NodeFile(cutIntoParts(new TextEncoder().encode(text), 3), 'eu.csv');
    const result = await estimateBulkFile(file, () => undefined, running());
    expect(result).toEqual({ ok: true, value: summaryOf(text) });
  });

  it('calls a file that cannot be read unreadable', async () => {
    const file = new NodeFile(['type,km\ntravel,5\n'], 'trips.csv');
    const slice = file.slice.bind(file);
    // The first bytes read; the stream of the whole file then fails.
    vi.spyOn(file, 'slice').mockImplementation((start, end) => {
      const part = slice(start, end);
      if (start === 0 && end === file.size) {
        vi.spyOn(part, 'stream').mockReturnValue(
          new ReadableStream({
            pull(controller) {
              controller.error(new Error('The file changed on disk'));
            },
          }),
        );
      }
      return part;
    });
    const result = await estimateBulkFile(file, () => undefined, running());
    expect(result).toEqual({ ok: false, error: 'unreadable' });
  });

  it('stops when aborted, rejecting with the abort', async () => {
    const file = new NodeFile(cutIntoParts(bytes), 'trips.csv');
    const controller = new AbortController();
    let reports = 0;
    const estimate = estimateBulkFile(
      file,
      () => {
        reports += 1;
        if (reports === 3) controller.abort();
      },
      controller.signal,
      steppingClock(150),
    );
    await expect(estimate).rejects.toMatchObject({ name: 'AbortError' });
    expect(reports).toBe(3);
  });

  it('reads nothing when aborted before it starts', async () => {
    const file = new NodeFile(['type,km\ntravel,5\n'], 'trips.csv');
    const slice = vi.spyOn(file, 'slice');
    const controller = new AbortController();
    controller.abort();
    await expect(estimateBulkFile(file, () => undefined, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(slice).not.toHaveBeenCalled();
  });
});

describe('estimateBulkFile: what a file really is', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44];

  async function refusal(parts: BlobPart[], name: string) {
    const file = new NodeFile(parts, name);
    const slice = vi.spyOn(file, 'slice');
    const stream = vi.spyOn(file, 'stream');
    const reports: BulkProgress[] = [];
    const result = await estimateBulkFile(file, (progress) => reports.push(progress), running());
    // Refused on its first bytes: the rest is never read.
    expect(slice.mock.calls).toEqual([[0, BULK_SNIFF_BYTES]]);
    expect(stream).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
    return result;
  }

  it('refuses an image named .csv', async () => {
    const image = new Uint8Array(200_000);
    image.set(PNG);
    expect(await refusal([image], 'trips.csv')).toEqual({ ok: false, error: 'notCsvOrXlsx' });
  });

  it('refuses a zip archive named .csv', async () => {
    const zip = zipArchive({ 'trips.csv': strToU8('type,km\ntravel,5\n'.repeat(2000)) });
    expect(await refusal([zip], 'trips.csv')).toEqual({ ok: false, error: 'notCsvOrXlsx' });
  });

  it('refuses text named .xlsx', async () => {
    expect(await refusal(['type,km\ntravel,5\n'], 'trips.xlsx')).toEqual({
      ok: false,
      error: 'notCsvOrXlsx',
    });
  });

  it('sends an old .xls workbook back to be saved as .xlsx or CSV', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await refusal([ole], 'trips.xls')).toEqual({ ok: false, error: 'legacyExcel' });
    expect(await refusal([ole], 'renamed.xlsx')).toEqual({ ok: false, error: 'legacyExcel' });
  });
});

describe('estimateBulkFile: XLSX', () => {
  /** The Excel serial number of an ISO date, as a date cell holds it. */
  function excelSerial(iso: string): number {
    return (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;
  }

  const rows = tripRows(400);
  const dateColumn = FULL_HEADER.indexOf('date');
  const asWorkbook = rows.map((row) =>
    row.map((cell, column) =>
      column === dateColumn && typeof cell === 'string' ? excelSerial(cell) : cell,
    ),
  );

  it('gives the same estimate as the same rows in CSV, dates as Excel keeps them', async () => {
    const workbook = buildTestXlsx([FULL_HEADER, ...asWorkbook]);
    const file = new NodeFile(cutIntoParts(workbook), 'trips.xlsx');
    const reports: BulkProgress[] = [];
    const result = await estimateBulkFile(
      file,
      (progress) => reports.push(progress),
      running(),
      steppingClock(150),
    );
    const expected = summaryOf(toCsv([FULL_HEADER, ...rows]));
    expect(result).toEqual({ ok: true, value: expected });
    expect(expected.byMonth.length).toBe(15);
    expect(reports.at(-1)).toMatchObject({ bytesRead: file.size, rowsRead: 400 });
    expect(reports.every((report) => report.bytesTotal === file.size)).toBe(true);
  });

  it('stops at a header without a type column', async () => {
    const workbook = buildTestXlsx([HEADER.slice(1), ...rows.map((row) => row.slice(1, 9))]);
    const result = await estimateBulkFile(
      new NodeFile([workbook], 'q.xlsx'),
      () => undefined,
      running(),
    );
    expect(result).toEqual({ ok: false, error: 'BULK.TYPE_COLUMN_MISSING' });
  });

  it('stops at a workbook that inflates to far more than its size (a zip bomb)', async () => {
    const bomb = buildTestXlsx([['type'], ['hotel']], { sheetPadding: 4_000_000 });
    expect(bomb.length).toBeLessThan(40_000);
    const result = await estimateBulkFile(
      new NodeFile([bomb], 'q.xlsx'),
      () => undefined,
      running(),
    );
    expect(result).toEqual({ ok: false, error: 'zipBomb' });
  });

  it('calls a damaged workbook unreadable', async () => {
    const workbook = buildTestXlsx([FULL_HEADER, ...asWorkbook]);
    const cut = new NodeFile([workbook.subarray(0, workbook.length - 200)], 'q.xlsx');
    expect(await estimateBulkFile(cut, () => undefined, running())).toEqual({
      ok: false,
      error: 'unreadable',
    });
    const noWorkbook = zipArchive({ 'hello.txt': strToU8('hi') });
    expect(
      await estimateBulkFile(new NodeFile([noWorkbook], 'q.xlsx'), () => undefined, running()),
    ).toEqual({ ok: false, error: 'unreadable' });
  });

  it('stops when aborted, rejecting with the abort', async () => {
    const workbook = buildTestXlsx([FULL_HEADER, ...asWorkbook]);
    const file = new NodeFile(cutIntoParts(workbook), 'q.xlsx');
    const controller = new AbortController();
    const reports: BulkProgress[] = [];
    const estimate = estimateBulkFile(
      file,
      (progress) => {
        reports.push(progress);
        if (progress.bytesRead > 0) controller.abort();
      },
      controller.signal,
      steppingClock(150),
    );
    await expect(estimate).rejects.toMatchObject({ name: 'AbortError' });
    expect(reports.some((report) => report.rowsRead === rows.length)).toBe(false);
  });
});

describe('the shipped templates', () => {
  // The web project has no Node types: fs is loaded through a variable, as nodeFileClass does.
  async function template(name: string): Promise<File> {
    const fs = (await import(/* @vite-ignore */ `node:${'fs'}`)) as {
      readFileSync(path: URL): Uint8Array<ArrayBuffer>;
    };
    // Through a variable: Vite rewrites `new URL('…', import.meta.url)` into an asset address.
    const here = import.meta.url;
    const templates = new URL('../../../public/templates/', here);
    return new NodeFile([fs.readFileSync(new URL(name, templates))], name);
  }

  it('hold the same dated rows in CSV and Excel, and every row estimates', async () => {
    const csv = await estimateBulkFile(
      await template('netzero-estimate-template.csv'),
      () => undefined,
      running(),
    );
    const xlsx = await estimateBulkFile(
      await template('netzero-estimate-template.xlsx'),
      () => undefined,
      running(),
    );
    if (!csv.ok || !xlsx.ok) throw new Error('a template did not read');
    expect(csv.value.rowsRead).toBe(6);
    expect(csv.value.errorCount).toBe(0);
    expect(csv.value.byMonth.every((month) => month.month !== '')).toBe(true);
    expect(csv.value.byMonth.length).toBeGreaterThan(1);
    expect(xlsx.value).toEqual(csv.value);
  });
});
