import { type BulkTableRow, parseCellRef } from '@netzero/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ROW_CELLS, MAX_TAIL_CHARS, SheetRowScanner } from './sheet-rows.js';
import { decodeXmlText, XmlPartError } from './xml-text.js';

const SHARED = ['Flight', 'Paris & Lyon', 'Hotel'];

/** Scans the XML fed in the given pieces and returns the rows in order. */
function scan(pieces: readonly string[], shared: readonly string[] = SHARED): BulkTableRow[] {
  const rows: BulkTableRow[] = [];
  const scanner = new SheetRowScanner(shared, (row) => rows.push(row));
  for (const piece of pieces) scanner.feed(piece);
  scanner.end();
  return rows;
}

function sheet(sheetData: string, prefix = ''): string {
  const ns = prefix ? ` xmlns:${prefix.slice(0, -1)}="main"` : ' xmlns="main"';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${prefix}worksheet${ns}><${prefix}dimension ref="A1:C3"/><${prefix}sheetData>${sheetData}</${prefix}sheetData><${prefix}mergeCells count="1"><${prefix}mergeCell ref="A1:B1"/></${prefix}mergeCells></${prefix}worksheet>`;
}

describe('SheetRowScanner cell values', () => {
  it('reads shared strings, numbers, booleans, formula strings and inline strings', () => {
    const xml = sheet(
      '<row r="1" spans="1:6"><c r="A1" t="s"><v>1</v></c><c r="B1" s="2"><v>42.5</v></c>' +
        '<c r="C1" t="b"><v>1</v></c><c r="D1" t="b"><v>0</v></c>' +
        '<c r="E1" t="str"><f>A1&amp;"x"</f><v>Paris &amp; Lyonx</v></c>' +
        '<c r="F1" t="inlineStr"><is><t>Train</t></is></c></row>',
    );
    expect(scan([xml])).toEqual([
      {
        rowNumber: 1,
        cells: ['Paris & Lyon', '42.5', 'TRUE', 'FALSE', 'Paris & Lyonx', 'Train'],
      },
    ]);
  });

  it('joins the runs of a rich inline string, leaving out phonetic runs', () => {
    const xml = sheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><r><rPr><b/></rPr><t>Tok</t></r><r><t xml:space="preserve">yo </t></r>' +
        '<rPh sb="0" eb="1"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/><t>trip</t></is></c></row>',
    );
    expect(scan([xml])[0]?.cells).toEqual(['Tokyo trip']);
  });

  it('reads a shared string index out of range, or a cell without value, as empty', () => {
    const xml = sheet(
      '<row r="1"><c r="A1" t="s"><v>99</v></c><c r="B1" t="s"></c><c r="C1"/></row>',
    );
    expect(scan([xml])[0]?.cells).toEqual(['', '', '']);
  });

  it('decodes entities and character references, and CDATA as written', () => {
    const xml = sheet(
      '<row r="1"><c r="A1" t="str"><v>&lt;a&gt; &quot;b&quot; &apos;c&apos; &#10;&#x41;</v></c>' +
        '<c r="B1" t="inlineStr"><is><t><![CDATA[x &amp; <y>]]>z&amp;</t></is></c></row>',
    );
    expect(scan([xml])[0]?.cells).toEqual(['<a> "b" \'c\' \nA', 'x &amp; <y>z&']);
  });

  it('keeps whitespace inside values as written', () => {
    const xml = sheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><t xml:space="preserve">  two  words </t></is></c></row>',
    );
    expect(scan([xml])[0]?.cells).toEqual(['  two  words ']);
  });

  it('reads only the first <v> of a cell', () => {
    const xml = sheet('<row r="1"><c r="A1"><v>1</v><v>2</v></c></row>');
    expect(scan([xml])[0]?.cells).toEqual(['1']);
  });
});

describe('SheetRowScanner layout', () => {
  it('places cells by their column letters, gaps empty', () => {
    const xml = sheet('<row r="1"><c r="B1"><v>b</v></c><c r="E1"><v>e</v></c></row>');
    expect(scan([xml])[0]?.cells).toEqual(['', 'b', '', '', 'e']);
  });

  it('places cells without a reference after the previous one', () => {
    const xml = sheet('<row r="1"><c r="C1"><v>c</v></c><c><v>d</v></c><c><v>e</v></c></row>');
    expect(scan([xml])[0]?.cells).toEqual(['', '', 'c', 'd', 'e']);
  });

  it('places columns past Z (AA, AB …)', () => {
    const xml = sheet('<row r="1"><c r="AB1"><v>x</v></c></row>');
    const cells = scan([xml])[0]?.cells ?? [];
    expect(cells).toHaveLength(28);
    expect(cells[27]).toBe('x');
  });

  it('numbers rows by their r attribute, else the previous number plus one', () => {
    const xml = sheet(
      '<row r="3"><c r="A3"><v>1</v></c></row><row><c><v>2</v></c></row><row r="10"/><row r="bad"></row>',
    );
    expect(scan([xml]).map((row) => [row.rowNumber, row.cells])).toEqual([
      [3, ['1']],
      [4, ['2']],
      [10, []],
      [11, []],
    ]);
  });

  it('reads elements whatever their namespace prefix', () => {
    const xml = sheet(
      '<x:row r="2"><x:c r="B2" t="s"><x:v>0</x:v></x:c><x:c r="C2" t="inlineStr"><x:is><x:t>in</x:t></x:is></x:c></x:row>',
      'x:',
    );
    expect(scan([xml])).toEqual([{ rowNumber: 2, cells: ['', 'Flight', 'in'] }]);
  });

  it('skips comments, processing instructions and elements outside rows', () => {
    const xml =
      '<?xml version="1.0"?><!-- <row r="9"><c><v>no</v></c></row> --><worksheet><sheetPr><tabColor rgb="FF0000"/></sheetPr>' +
      '<sheetData><row r="1"><!-- a comment --><c r="A1"><v>yes</v></c><?pi <row>?></row></sheetData>' +
      '<dataValidations><dataValidation><formula1>"a,b"</formula1></dataValidation></dataValidations>' +
      '<extLst><ext uri="x"><x14:sparklineGroups/></ext></extLst></worksheet>';
    expect(scan([xml])).toEqual([{ rowNumber: 1, cells: ['yes'] }]);
  });

  it('reads attributes in either quotes, spaced out, with > inside a value', () => {
    const xml = sheet(
      "<row\n r = '4'\tcustomHeight=\"1\"><c note=\"a>b\" t='s'\n r='B4' ><v>2</v></c ></row >",
    );
    expect(scan([xml])).toEqual([{ rowNumber: 4, cells: ['', 'Hotel'] }]);
  });

  it('hands each row over as soon as its </row> is read', () => {
    const rows: BulkTableRow[] = [];
    const scanner = new SheetRowScanner([], (row) => rows.push(row));
    scanner.feed('<sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="A2"><v>');
    expect(rows).toEqual([{ rowNumber: 1, cells: ['1'] }]);
    scanner.feed('2</v></c></ro');
    expect(rows).toHaveLength(1);
    scanner.feed('w></sheetData>');
    expect(rows).toHaveLength(2);
    scanner.end();
  });
});

describe('SheetRowScanner references', () => {
  const reference = fc.oneof(
    fc.tuple(fc.stringMatching(/^[A-Z]{1,4}$/), fc.nat(99_999_999)).map(([l, n]) => `${l}${n}`),
    fc.stringMatching(/^ ?[a-zA-Z]{0,3}[0-9]{0,8} ?$/),
    fc.string({ maxLength: 6 }).map(escapeText),
  );

  it('places a cell where parseCellRef puts its reference, after the last one when it has none', () => {
    fc.assert(
      fc.property(reference, (ref) => {
        const xml = `<row r="1"><c r="B1"><v>b</v></c><c r="${ref.replaceAll('"', '&quot;')}"><v>x</v></c></row>`;
        const cells = scan([xml])[0]?.cells ?? [];
        const column = parseCellRef(decodeXmlText(ref))?.column ?? 2;
        expect(cells[column]).toBe('x');
        expect(cells.indexOf('x')).toBe(column);
      }),
      { numRuns: 500 },
    );
  });

  it('numbers a row as Number() reads its r attribute, else the previous number plus one', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^ ?[0-9]{0,12}(\.[0-9])? ?$/), fc.string({ maxLength: 4 })),
        (r) => {
          const written = escapeText(r).replaceAll('"', '&quot;');
          const rows = scan([`<row r="41"/><row r="${written}"/>`]);
          expect(rows[1]?.rowNumber).toBe(Number(r) || 42);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('SheetRowScanner errors', () => {
  it('refuses a sheet that ends inside a row', () => {
    const scanner = new SheetRowScanner([], () => undefined);
    scanner.feed('<sheetData><row r="1"><c r="A1"><v>1</v></c>');
    expect(() => scanner.end()).toThrow(XmlPartError);
  });

  it('refuses a sheet that ends inside a tag', () => {
    const scanner = new SheetRowScanner([], () => undefined);
    scanner.feed('<sheetData><row r="1"></row><ro');
    expect(() => scanner.end()).toThrow(/ends inside/);
  });

  it('refuses an attribute without quotes', () => {
    const scanner = new SheetRowScanner([], () => undefined);
    expect(() => scanner.feed('<row r=1>')).toThrow(XmlPartError);
  });

  it('refuses a row with more cells than a spreadsheet has', () => {
    const scanner = new SheetRowScanner([], () => undefined);
    const feed = () => scanner.feed(`<row r="1">${'<c/>'.repeat(MAX_ROW_CELLS + 1)}</row>`);
    expect(feed).toThrow(expect.objectContaining({ problem: 'overLimit' }));
  });

  it('refuses a tag longer than the tail it may keep', () => {
    const scanner = new SheetRowScanner([], () => undefined);
    scanner.feed('<row r="1"><c r="A1" junk="');
    const feed = () => scanner.feed('x'.repeat(MAX_TAIL_CHARS));
    expect(feed).toThrow(expect.objectContaining({ problem: 'overLimit' }));
  });

  it('lets an error thrown by onRow through', () => {
    const scanner = new SheetRowScanner([], () => {
      throw new Error('stop here');
    });
    expect(() => scanner.feed('<row r="1"></row>')).toThrow('stop here');
  });
});

// ---- Property: any split of the sheet XML gives the same rows, equal to the table written.

type CellModel =
  | { readonly kind: 'shared' | 'inline' | 'str'; readonly text: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'empty' };

interface RowModel {
  /** Rows skipped before this one (0: the next number). */
  readonly gap: number;
  readonly writeNumber: boolean;
  /** null: no <c> at that column. */
  readonly cells: readonly (CellModel | null)[];
}

function escapeText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\r', '&#13;');
}

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Inline text as several runs, with a phonetic run the reader must leave out. */
function inlineRuns(text: string, p: string): string {
  const half = Math.floor(text.length / 2);
  return `<${p}is><${p}r><${p}t xml:space="preserve">${escapeText(text.slice(0, half))}</${p}t></${p}r><${p}rPh sb="0" eb="1"><${p}t>phonetic</${p}t></${p}rPh><${p}t xml:space="preserve">${escapeText(text.slice(half))}</${p}t></${p}is>`;
}

function cellXml(cell: CellModel, ref: string, shared: string[], p: string): string {
  switch (cell.kind) {
    case 'shared': {
      let index = shared.indexOf(cell.text);
      if (index < 0) index = shared.push(cell.text) - 1;
      return `<${p}c r="${ref}" t="s"><${p}v>${index}</${p}v></${p}c>`;
    }
    case 'inline':
      return `<${p}c r="${ref}" t="inlineStr">${inlineRuns(cell.text, p)}</${p}c>`;
    case 'str':
      return `<${p}c r="${ref}" t="str"><${p}f>A1</${p}f><${p}v>${escapeText(cell.text)}</${p}v></${p}c>`;
    case 'number':
      return `<${p}c r="${ref}" s="3"><${p}v>${cell.value}</${p}v></${p}c>`;
    case 'bool':
      return `<${p}c r="${ref}" t="b"><${p}v>${cell.value ? 1 : 0}</${p}v></${p}c>`;
    case 'empty':
      return `<${p}c r="${ref}" s="1"/>`;
  }
}

function expectedText(cell: CellModel | null): string {
  if (cell === null || cell.kind === 'empty') return '';
  if (cell.kind === 'number') return String(cell.value);
  if (cell.kind === 'bool') return cell.value ? 'TRUE' : 'FALSE';
  return cell.text;
}

function writeSheet(
  rows: readonly RowModel[],
  prefix: string,
): { xml: string; shared: string[]; expected: BulkTableRow[] } {
  const shared: string[] = [];
  const expected: BulkTableRow[] = [];
  let rowNumber = 0;
  const body = rows
    .map((row) => {
      rowNumber += 1 + (row.writeNumber ? row.gap : 0);
      const lastWritten = row.cells.findLastIndex((cell) => cell !== null);
      expected.push({
        rowNumber,
        cells: row.cells.slice(0, lastWritten + 1).map(expectedText),
      });
      const cells = row.cells
        .map((cell, column) =>
          cell === null
            ? ''
            : cellXml(cell, `${columnLetters(column)}${rowNumber}`, shared, prefix),
        )
        .join('');
      const number = row.writeNumber ? ` r="${rowNumber}"` : '';
      return `<${prefix}row${number} spans="1:9">${cells}</${prefix}row>`;
    })
    .join('\n');
  return { xml: sheet(body, prefix), shared, expected };
}

// Any text, and text made of what XML escapes and what chunks may split (references, CR LF, pairs).
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc
    .array(
      fc.constantFrom('&', '<', '>', '"', "'", '\r', '\n', '\r\n', ' ', 'a', 'é', '😀', ']]>'),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join('')),
);
const cellModel: fc.Arbitrary<CellModel | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constantFrom('shared', 'inline', 'str'), text }),
  fc.record({
    kind: fc.constant('number'),
    value: fc.double({ noNaN: true, noDefaultInfinity: true }),
  }),
  fc.record({ kind: fc.constant('bool'), value: fc.boolean() }),
  fc.constant({ kind: 'empty' } as const),
);
const rowModel: fc.Arbitrary<RowModel> = fc.record({
  gap: fc.nat(3),
  writeNumber: fc.boolean(),
  cells: fc.array(cellModel, { maxLength: 30 }),
});

function splitAt(xml: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (xml.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(xml.slice(from, point));
    from = point;
  }
  pieces.push(xml.slice(from));
  return pieces;
}

describe('SheetRowScanner property', () => {
  it('reads back the table written, for any split of the XML into chunks', () => {
    fc.assert(
      fc.property(
        fc.array(rowModel, { maxLength: 12 }),
        fc.constantFrom('', 'x:'),
        fc.array(fc.nat(), { maxLength: 40 }),
        (rows, prefix, cuts) => {
          const { xml, shared, expected } = writeSheet(rows, prefix);
          expect(scan(splitAt(xml, cuts), shared)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads the same rows when fed one character at a time', () => {
    fc.assert(
      fc.property(fc.array(rowModel, { maxLength: 4 }), (rows) => {
        const { xml, shared, expected } = writeSheet(rows, '');
        expect(scan(xml.split(''), shared)).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });
});
