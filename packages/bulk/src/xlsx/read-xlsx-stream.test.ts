import { constants, deflateRawSync } from 'node:zlib';
import type { BulkTableRow } from '@netzero/core';
import fc from 'fast-check';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ByteSource, bytesSource } from './byte-source.js';
import { DEFAULT_XLSX_LIMITS, readXlsxRows, XlsxReadError } from './read-xlsx-stream.js';
import { readZipDirectory } from './zip-directory.js';

const MiB = 1024 * 1024;
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

interface WorkbookSpec {
  /** The rows of the first sheet, as <row> elements. */
  readonly sheetData: string;
  readonly sharedStrings?: readonly string[];
  /** The first sheet's relationship target (relative to xl/, or absolute). */
  readonly sheetTarget?: string;
  /** A second sheet, after the first in tab order, at xl/worksheets/sheet1.xml. */
  readonly secondSheetData?: string;
  /** Write the first sheet stored (method 0) rather than deflated. */
  readonly storedSheet?: boolean;
  /** Leave out the workbook and its relationships: readers fall back to sheet1.xml. */
  readonly withoutWorkbook?: boolean;
  /** Namespace prefix for the sheet's elements, e.g. 'x:'. */
  readonly prefix?: string;
}

function escapeText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\r', '&#13;');
}

function partName(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

function sheetXml(sheetData: string, p = ''): string {
  const ns = p ? `xmlns:${p.slice(0, -1)}="${MAIN_NS}"` : `xmlns="${MAIN_NS}"`;
  return `${HEAD}<${p}worksheet ${ns} xmlns:r="${REL_NS}"><${p}sheetViews><${p}sheetView workbookViewId="0"/></${p}sheetViews><${p}sheetFormatPr defaultRowHeight="15"/><${p}sheetData>${sheetData}</${p}sheetData></${p}worksheet>`;
}

/** A workbook shaped like the ones spreadsheet programs write, zipped with fflate. */
function buildWorkbook(spec: WorkbookSpec): Uint8Array {
  const target = spec.sheetTarget ?? 'worksheets/sheet1.xml';
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    ),
  };
  const sheet = strToU8(sheetXml(spec.sheetData, spec.prefix));
  files[partName(target)] = spec.storedSheet ? [sheet, { level: 0 }] : sheet;
  if (spec.secondSheetData !== undefined) {
    files['xl/worksheets/sheet1.xml'] = strToU8(sheetXml(spec.secondSheetData));
  }
  if (spec.sharedStrings) {
    const items = spec.sharedStrings
      .map((text) => `<si><t xml:space="preserve">${escapeText(text)}</t></si>`)
      .join('');
    files['xl/sharedStrings.xml'] = strToU8(
      `${HEAD}<sst xmlns="${MAIN_NS}" count="${spec.sharedStrings.length}">${items}</sst>`,
    );
  }
  if (!spec.withoutWorkbook) {
    const second =
      spec.secondSheetData === undefined ? '' : '<sheet name="Second" sheetId="2" r:id="rId9"/>';
    files['_rels/.rels'] = strToU8(
      `${HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    files['xl/workbook.xml'] = strToU8(
      `${HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><workbookPr/><bookViews><workbookView/></bookViews><sheets><sheet name="Trips &gt; 2024" sheetId="1" r:id="rId3"/>${second}</sheets></workbook>`,
    );
    files['xl/_rels/workbook.xml.rels'] = strToU8(
      `${HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId9" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${REL_NS}/worksheet" Target="${target}"/><Relationship Id="rId4" Type="${REL_NS}/hyperlink" Target="https://example.com/a?b&amp;c" TargetMode="External"/></Relationships>`,
    );
  }
  return zipSync(files);
}

async function readAll(
  source: ByteSource | Uint8Array,
  options?: Parameters<typeof readXlsxRows>[2],
): Promise<BulkTableRow[]> {
  const rows: BulkTableRow[] = [];
  await readXlsxRows(
    source instanceof Uint8Array ? bytesSource(source) : source,
    (row) => rows.push(row),
    options,
  );
  return rows;
}

/** Changes the central-directory header of one entry (the reader trusts the central directory). */
function patchCentralHeader(
  zip: Uint8Array,
  name: string,
  patch: (header: DataView) => void,
): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  const wanted = strToU8(name);
  for (let at = 0; at + 46 < copy.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const candidate = copy.subarray(at + 46, at + 46 + nameLength);
    if (nameLength === wanted.length && candidate.every((byte, i) => byte === wanted[i])) {
      patch(new DataView(copy.buffer, at));
      return copy;
    }
  }
  throw new Error(`no central header for ${name}`);
}

const SHARED = ['Mode', 'Distance', 'flight', 'Paris & Lyon'];

describe('readXlsxRows', () => {
  it('reads shared and inline strings, numbers, booleans and entities, cells placed by column', async () => {
    const zip = buildWorkbook({
      sharedStrings: SHARED,
      sheetData:
        '<row r="1" spans="1:3"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>812.5</v></c><c r="D2" t="b"><v>1</v></c></row>' +
        '<row r="4"><c r="B4" t="inlineStr"><is><t>Caf&#xE9; &amp; hotel</t></is></c><c r="C4" t="s"><v>3</v></c></row>',
    });
    expect(await readAll(zip)).toEqual([
      { rowNumber: 1, cells: ['Mode', 'Distance'] },
      { rowNumber: 2, cells: ['flight', '812.5', '', 'TRUE'] },
      { rowNumber: 4, cells: ['', 'Café & hotel', 'Paris & Lyon'] },
    ]);
  });

  it('reads a sheet whose elements carry a namespace prefix', async () => {
    const zip = buildWorkbook({
      sharedStrings: SHARED,
      prefix: 'x:',
      sheetData:
        '<x:row r="1"><x:c r="A1" t="s"><x:v>2</x:v></x:c><x:c r="B1"><x:v>3</x:v></x:c></x:row>',
    });
    expect(await readAll(zip)).toEqual([{ rowNumber: 1, cells: ['flight', '3'] }]);
  });

  it('follows the workbook relationships to a first sheet at a non-default path', async () => {
    const zip = buildWorkbook({
      sheetTarget: 'sheets/trips.xml',
      sheetData: '<row r="1"><c r="A1"><v>first</v></c></row>',
      secondSheetData: '<row r="1"><c r="A1"><v>second</v></c></row>',
    });
    expect(await readAll(zip)).toEqual([{ rowNumber: 1, cells: ['first'] }]);
  });

  it('follows an absolute relationship target', async () => {
    const zip = buildWorkbook({
      sheetTarget: '/xl/worksheets/data.xml',
      sheetData: '<row r="7"><c r="C7"><v>x</v></c></row>',
    });
    expect(await readAll(zip)).toEqual([{ rowNumber: 7, cells: ['', '', 'x'] }]);
  });

  it('falls back to xl/worksheets/sheet1.xml without a workbook part', async () => {
    const zip = buildWorkbook({ withoutWorkbook: true, sheetData: '<row><c><v>1</v></c></row>' });
    expect(await readAll(zip)).toEqual([{ rowNumber: 1, cells: ['1'] }]);
  });

  it('reads a stored (method 0) sheet', async () => {
    const zip = buildWorkbook({
      storedSheet: true,
      sharedStrings: SHARED,
      sheetData: '<row r="1"><c r="A1" t="s"><v>3</v></c></row>',
    });
    const directory = await readZipDirectory(bytesSource(zip));
    expect(directory.find('xl/worksheets/sheet1.xml')?.method).toBe(0);
    expect(await readAll(zip)).toEqual([{ rowNumber: 1, cells: ['Paris & Lyon'] }]);
  });

  it('reports the sheet’s compressed bytes read, from 0 up to its size', async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${(i * 7919) % 100_003}</v></c></row>`,
    ).join('');
    const zip = buildWorkbook({ sheetData: rows });
    const calls: [number, number][] = [];
    await readAll(zip, { onProgress: (read, total) => calls.push([read, total]) });
    const total = calls[0]?.[1] ?? 0;
    expect(calls[0]).toEqual([0, total]);
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.every(([, t]) => t === total)).toBe(true);
    expect(calls.map(([read]) => read)).toEqual(calls.map(([read]) => read).sort((a, b) => a - b));
    expect(calls.at(-1)).toEqual([total, total]);
    expect(total).toBeLessThan(zip.length);
  });

  it('lets an error thrown by onRow through unchanged', async () => {
    const zip = buildWorkbook({ sheetData: '<row r="1"/><row r="2"/>' });
    const failure = new Error('estimator failed');
    const read = readXlsxRows(bytesSource(zip), () => {
      throw failure;
    });
    await expect(read).rejects.toBe(failure);
  });

  it('has the documented default limits', () => {
    expect(DEFAULT_XLSX_LIMITS).toEqual({
      maxEntryBytes: 4 * 1024 * MiB,
      maxCompressionRatio: 200,
      maxSharedStringsBytes: 64 * MiB,
    });
  });
});

/** 50 MB of zeros deflated at level 9 as the sheet (made once: it takes a second). */
let zerosBombZip: Uint8Array | undefined;
function zerosBomb(): Uint8Array {
  zerosBombZip ??= zipSync({
    'xl/worksheets/sheet1.xml': [new Uint8Array(50 * MiB), { level: 9 }],
  });
  return zerosBombZip;
}

describe('readXlsxRows refusals', () => {
  async function problemOf(bytes: Uint8Array, options?: Parameters<typeof readXlsxRows>[2]) {
    const error = await readAll(bytes, options).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(XlsxReadError);
    return (error as XlsxReadError).problem;
  }

  it('refuses a file that is not a zip as notXlsx', async () => {
    expect(await problemOf(strToU8('Mode,From,To\nflight,CDG,JFK\n'))).toBe('notXlsx');
  });

  it('refuses a legacy or password-protected (OLE) file as notXlsx', async () => {
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await problemOf(ole)).toBe('notXlsx');
  });

  it('refuses a zip that holds no workbook as notXlsx', async () => {
    expect(await problemOf(zipSync({ 'word/document.xml': strToU8('<w:document/>') }))).toBe(
      'notXlsx',
    );
  });

  it('refuses a workbook whose first sheet is missing as damaged', async () => {
    const zip = buildWorkbook({ sheetTarget: 'worksheets/data.xml', sheetData: '' });
    const withoutSheet = patchCentralHeader(zip, 'xl/worksheets/data.xml', (header) => {
      header.setUint8(46 + 'xl/worksheets/d'.length, 'Q'.charCodeAt(0)); // renames the entry
    });
    expect(await problemOf(withoutSheet)).toBe('damaged');
  });

  it('refuses a truncated file as damaged', async () => {
    const zip = buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></c></row>' });
    expect(await problemOf(zip.subarray(0, zip.length - 40))).toBe('damaged');
  });

  it('refuses a sheet whose XML ends inside a row as damaged', async () => {
    const zip = buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></c>' });
    expect(await problemOf(zip)).toBe('damaged');
  });

  it('refuses a sheet flagged encrypted as encrypted', async () => {
    const zip = buildWorkbook({ sheetData: '<row r="1"/>' });
    const encrypted = patchCentralHeader(zip, 'xl/worksheets/sheet1.xml', (header) => {
      header.setUint16(8, header.getUint16(8, true) | 1, true);
    });
    expect(await problemOf(encrypted)).toBe('encrypted');
  });

  it('refuses a zip bomb (50 MB of zeros) as zipBomb without inflating it', async () => {
    const zip = zerosBomb();
    expect(zip.length).toBeLessThan((50 * MiB) / 200);
    const rows: BulkTableRow[] = [];
    const read = readXlsxRows(bytesSource(zip), (row) => rows.push(row));
    await expect(read).rejects.toMatchObject({ problem: 'zipBomb' });
    expect(rows).toEqual([]);
  });

  it('stops a bomb that declares a small size when it inflates past it', async () => {
    const zip = zerosBomb();
    const lying = patchCentralHeader(zip, 'xl/worksheets/sheet1.xml', (header) => {
      header.setUint32(24, 2 * MiB, true);
    });
    expect(await problemOf(lying)).toBe('zipBomb');
  });

  it('stops a bomb that declares a plausible ratio by the ratio it inflates at', async () => {
    // 1 GiB of zeros as fully flushed 1 MiB pieces: ~1 MB of deflate data, written as stored
    // by fflate then relabelled deflate, declaring 150× its size.
    const piece = deflateRawSync(new Uint8Array(MiB), {
      level: 9,
      finishFlush: constants.Z_FULL_FLUSH,
    });
    const bomb = new Uint8Array(piece.length * 1024 + 2);
    for (let i = 0; i < 1024; i++) bomb.set(piece, i * piece.length);
    bomb.set([0x03, 0x00], piece.length * 1024);
    const stored = zipSync({ 'xl/worksheets/sheet1.xml': [bomb, { level: 0 }] });
    const relabelled = patchCentralHeader(stored, 'xl/worksheets/sheet1.xml', (header) => {
      header.setUint16(10, 8, true);
      header.setUint32(24, bomb.length * 150, true);
    });
    const progress: number[] = [];
    const read = readAll(relabelled, { onProgress: (bytesRead) => progress.push(bytesRead) });
    await expect(read).rejects.toMatchObject({
      problem: 'zipBomb',
      message: expect.stringMatching(/ratio/),
    });
    expect(Math.max(...progress)).toBeLessThan(bomb.length / 4);
  });

  it('refuses a sheet that inflates to less than it declares as damaged', async () => {
    const zip = buildWorkbook({ sheetData: '<row r="1"/>' });
    const lying = patchCentralHeader(zip, 'xl/worksheets/sheet1.xml', (header) => {
      header.setUint32(24, header.getUint32(24, true) + 100, true);
    });
    expect(await problemOf(lying)).toBe('damaged');
  });

  it('applies the entry limit given', async () => {
    const zip = buildWorkbook({ sheetData: '<row r="1"/>'.repeat(1000) });
    expect(await readAll(zip)).toHaveLength(1000);
    expect(await problemOf(zip, { limits: { maxEntryBytes: 5000 } })).toBe('zipBomb');
  });

  it('applies the compression ratio given, past the first MiB', async () => {
    const sheetData = Array.from(
      { length: 30_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${(i * 7919) % 100_003}</v></c></row>`,
    ).join('');
    const zip = buildWorkbook({ sheetData });
    expect(sheetData.length).toBeGreaterThan(MiB);
    expect(await readAll(zip)).toHaveLength(30_000);
    expect(await problemOf(zip, { limits: { maxCompressionRatio: 2 } })).toBe('zipBomb');
  });

  it('refuses shared strings over their own limit', async () => {
    const sharedStrings = Array.from({ length: 5000 }, (_, i) => `place number ${i}`);
    const zip = buildWorkbook({
      sharedStrings,
      sheetData: '<row r="1"><c t="s"><v>4999</v></c></row>',
    });
    expect(await readAll(zip)).toEqual([{ rowNumber: 1, cells: ['place number 4999'] }]);
    expect(await problemOf(zip, { limits: { maxSharedStringsBytes: 50_000 } })).toBe('zipBomb');
  });
});

describe('readXlsxRows abort', () => {
  const manyRows = Array.from(
    { length: 5000 },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
  ).join('');

  it('stops at once when the signal aborts while reading, with its reason', async () => {
    const controller = new AbortController();
    const reason = new Error('upload cancelled');
    const rows: BulkTableRow[] = [];
    const read = readXlsxRows(
      bytesSource(buildWorkbook({ sheetData: manyRows })),
      (row) => {
        rows.push(row);
        if (rows.length === 10) controller.abort(reason);
      },
      { signal: controller.signal },
    );
    await expect(read).rejects.toBe(reason);
    expect(rows).toHaveLength(10);
  });

  it('throws an AbortError for a signal aborted without a reason, before reading', async () => {
    const zip = buildWorkbook({ sheetData: manyRows });
    let reads = 0;
    const source: ByteSource = {
      size: zip.length,
      read: async (start, end) => {
        reads++;
        return zip.subarray(start, end);
      },
      stream: (start, end) => bytesSource(zip).stream(start, end),
    };
    const controller = new AbortController();
    controller.abort();
    await expect(readAll(source, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(reads).toBe(0);
  });
});

// ---- Property: for random tables, the rows read back equal the table, however the bytes come.

/** A source that hands out its bytes in chunks of the given sizes, in turn. */
function choppedSource(bytes: Uint8Array, sizes: readonly number[]): ByteSource {
  return {
    size: bytes.length,
    read: async (start, end) => bytes.subarray(start, end),
    async *stream(start, end) {
      let turn = 0;
      for (let at = start; at < end; ) {
        const size = sizes.length === 0 ? 1 : Math.max(1, sizes[turn++ % sizes.length] ?? 1);
        yield bytes.subarray(at, Math.min(at + size, end));
        at += size;
      }
    },
  };
}

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

type Cell = { readonly text: string; readonly inline: boolean } | number | null;

function writeTable(table: readonly (readonly Cell[])[]) {
  const shared: string[] = [];
  const rows = table.map((row, r) => {
    const cells = row.map((cell, c) => {
      const ref = `${columnLetters(c)}${r + 1}`;
      if (cell === null) return '';
      if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
      if (cell.inline)
        return `<c r="${ref}" t="inlineStr"><is><t>${escapeText(cell.text)}</t></is></c>`;
      let index = shared.indexOf(cell.text);
      if (index < 0) index = shared.push(cell.text) - 1;
      return `<c r="${ref}" t="s"><v>${index}</v></c>`;
    });
    return `<row r="${r + 1}">${cells.join('')}</row>`;
  });
  const expected: BulkTableRow[] = table.map((row, r) => {
    const last = row.findLastIndex((cell) => cell !== null);
    return {
      rowNumber: r + 1,
      cells: row
        .slice(0, last + 1)
        .map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : cell.text)),
    };
  });
  return { sheetData: rows.join(''), shared, expected };
}

describe('readXlsxRows property', () => {
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 15 }),
    fc
      .array(fc.constantFrom('&', '<', '>', '\r\n', 'é', '😀', '東京', ' ', 'a'), { maxLength: 8 })
      .map((parts) => parts.join('')),
  );
  const cell: fc.Arbitrary<Cell> = fc.oneof(
    fc.constant(null),
    fc.record({ text, inline: fc.boolean() }),
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

  it('reads back random tables, whatever chunks the bytes and the sheet XML arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { maxLength: 13 }), { maxLength: 25 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 10 }),
        async (table, stored, sizes) => {
          const { sheetData, shared, expected } = writeTable(table);
          const zip = buildWorkbook({ sheetData, sharedStrings: shared, storedSheet: stored });
          expect(await readAll(choppedSource(zip, sizes))).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});
