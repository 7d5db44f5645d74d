import { describe, expect, it } from 'vitest';
import { detectBulkFileFormat } from './bulk-file-format.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

describe('detectBulkFileFormat', () => {
  it('reads a .csv of text, in UTF-8 with or without a byte-order mark, or Latin-1', () => {
    expect(detectBulkFileFormat('trips.csv', text('type,km\r\ntravel,5\tx'))).toEqual({
      ok: true,
      format: 'csv',
    });
    expect(detectBulkFileFormat('TRIPS.CSV', text('\uFEFFtype;km'))).toMatchObject({ ok: true });
    expect(detectBulkFileFormat('a.csv', bytes(0x74, 0xe9, 0x2c, 0x35))).toMatchObject({
      ok: true,
    });
    expect(detectBulkFileFormat('empty.csv', bytes())).toMatchObject({ ok: true });
  });

  it('reads a .xlsx that is a zip archive', () => {
    expect(detectBulkFileFormat('Book1.XLSX', ZIP)).toEqual({ ok: true, format: 'xlsx' });
  });

  it('refuses the legacy .xls, by name or by its bytes under another name', () => {
    expect(detectBulkFileFormat('old.xls', OLE)).toEqual({ ok: false, problem: 'legacyExcel' });
    expect(detectBulkFileFormat('renamed.xlsx', OLE)).toEqual({
      ok: false,
      problem: 'legacyExcel',
    });
    expect(detectBulkFileFormat('old.xls', text('type,km'))).toEqual({
      ok: false,
      problem: 'legacyExcel',
    });
  });

  it('refuses a file whose bytes do not match its name, or any other name', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00);
    expect(detectBulkFileFormat('photo.csv', png)).toEqual({ ok: false, problem: 'notCsvOrXlsx' });
    expect(detectBulkFileFormat('archive.csv', ZIP)).toEqual({
      ok: false,
      problem: 'notCsvOrXlsx',
    });
    expect(detectBulkFileFormat('table.xlsx', text('type,km'))).toEqual({
      ok: false,
      problem: 'notCsvOrXlsx',
    });
    expect(detectBulkFileFormat('notes.txt', text('type,km'))).toEqual({
      ok: false,
      problem: 'notCsvOrXlsx',
    });
    const binary = new Uint8Array(200).map((_, index) => (index % 7 === 0 ? 1 : 0x41));
    expect(detectBulkFileFormat('binary.csv', binary)).toEqual({
      ok: false,
      problem: 'notCsvOrXlsx',
    });
  });
});
