import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './read-xlsx';
import { buildXlsx } from './xlsx-test-kit';

describe('readXlsxRows', () => {
  it('reads the first sheet with shared strings and numbers, numbering rows from 1', () => {
    const rows = readXlsxRows(
      buildXlsx([
        ['type', 'mode', 'km'],
        ['travel', 'Car', 1400],
        ['travel', 'Car', 0.5],
      ]),
    );
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['type', 'mode', 'km'] },
      { rowNumber: 2, cells: ['travel', 'Car', '1400'] },
      { rowNumber: 3, cells: ['travel', 'Car', '0.5'] },
    ]);
  });

  it('places sparse cells by their reference and reads inline strings', () => {
    const rows = readXlsxRows(
      buildXlsx(
        [
          ['type', null, 'km', 'reference'],
          ['event', null, null, 'A & B <summit>'],
        ],
        { inlineStrings: true },
      ),
    );
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['type', '', 'km', 'reference'] },
      { rowNumber: 2, cells: ['event', '', '', 'A & B <summit>'] },
    ]);
  });

  it('follows the workbook to its first sheet, wherever the part lives', () => {
    const rows = readXlsxRows(
      buildXlsx([['type'], ['hotel']], {
        sheetPath: 'worksheets/estimate.xml',
        extraSheetRows: [['not this one']],
      }),
    );
    expect(rows.map((row) => row.cells)).toEqual([['type'], ['hotel']]);
  });

  it('reads prefixed XML, rich text without phonetic hints, booleans and rows without r', () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const data = zipSync({
      'xl/sharedStrings.xml': strToU8(
        `<x:sst xmlns:x="${ns}"><x:si><x:r><x:t>tra</x:t></x:r><x:r><x:t>vel</x:t></x:r><x:rPh><x:t>ignored</x:t></x:rPh></x:si></x:sst>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `<x:worksheet xmlns:x="${ns}"><x:sheetData><x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c><x:c t="inlineStr"/><x:c t="s"><x:v>7</x:v></x:c></x:row><x:row r="4"><x:c r="B4" t="str"><x:v>12</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
      ),
    });
    expect(readXlsxRows(data)).toEqual([
      { rowNumber: 1, cells: ['travel', 'TRUE', 'FALSE', '', ''] },
      { rowNumber: 4, cells: ['', '12'] },
    ]);
  });

  it('falls back to sheet1 when the relationships do not name the sheet', () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const data = zipSync({
      'xl/workbook.xml': strToU8(`<workbook xmlns="${ns}"><sheets/></workbook>`),
      'xl/_rels/workbook.xml.rels': strToU8('<Relationships/>'),
      'xl/worksheets/sheet1.xml': strToU8(
        `<worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1"><v>5</v></c></row></sheetData></worksheet>`,
      ),
    });
    expect(readXlsxRows(data)).toEqual([{ rowNumber: 1, cells: ['5'] }]);
  });

  it('throws for bytes that are not a workbook', () => {
    expect(() => readXlsxRows(strToU8('type,km\ntravel,5'))).toThrow();
    expect(() => readXlsxRows(zipSync({ 'hello.txt': strToU8('hi') }))).toThrow(/no worksheet/);
    const damaged = zipSync({ 'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row>') });
    expect(() => readXlsxRows(damaged)).toThrow(/malformed XML/);
  });
});
