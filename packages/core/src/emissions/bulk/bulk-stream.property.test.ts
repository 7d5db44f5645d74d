import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateLineTonnes } from '../estimate-line.js';
import { estimatorModeOf } from '../estimator-line.js';
import { BULK_COLUMNS, bulkCell, readBulkHeader } from './bulk-columns.js';
import { bulkRowToLine } from './bulk-row.js';
import { newQuickRowEstimate, quickBulkEstimate } from './bulk-row-quick.js';
import { estimateBulkCsv, estimateBulkRows, summariseBulkCsv } from './bulk-stream.js';
import { CsvRecordReader, parseCsv } from './csv-parser.js';

// Cells that hit every path: valid and invalid numbers, every row type and mode, dates, quoting.
const numberCell = fc.oneof(
  fc.integer({ min: 1, max: 5000 }).map(String),
  fc.double({ min: 0.001, max: 9999, noNaN: true }).map((value) => value.toFixed(3)),
  fc.constantFrom('', '0', '-3', 'abc', ' 12 ', '1e3', '0x1f', '.5', '5.', '+7', 'Infinity', '3'),
);
const textCell = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '"', '\n', '\r', 'é'),
  maxLength: 8,
});
const CELLS: Record<(typeof BULK_COLUMNS)[number], fc.Arbitrary<string>> = {
  type: fc.constantFrom(
    'travel',
    'Travel',
    ' event',
    'hotel',
    'hotels',
    'boat',
    'boating',
    'x',
    '',
  ),
  mode: fc.constantFrom('Flight', 'car', 'BOAT ', 'Rocket', ''),
  from: textCell,
  to: textCell,
  km: numberCell,
  attendees: numberCell,
  hours: numberCell,
  energy: numberCell,
  nights: numberCell,
  rating: fc.constantFrom('1', '3', '5', '4.5', '6', '', '2 '),
  passengers: numberCell,
  length: numberCell,
  date: fc.constantFrom('2026-01-15', '2025-12', '', '45000', '31/12/2026', '2026-02-30'),
  reference: textCell,
};
const row = fc.record(CELLS).map((cells) => BULK_COLUMNS.map((column) => cells[column]));
const rows = fc.array(row, { maxLength: 25 });

/** A CSV of the table; `quoteAll` quotes empty cells too, as some spreadsheets write them. */
function toCsv(
  table: readonly (readonly string[])[],
  delimiter: ',' | ';',
  { quoteAll = true, lineBreak = '\r\n' } = {},
): string {
  return table
    .map((cells) =>
      cells
        .map((cell) =>
          /["\r\n,;]/.test(cell) || (quoteAll && cell === '')
            ? `"${cell.replaceAll('"', '""')}"`
            : cell,
        )
        .join(delimiter),
    )
    .join(lineBreak);
}

/** Cuts a text at the given fractions of its length (sorted, duplicates allowed). */
function split(text: string, cuts: readonly number[]): string[] {
  const points = cuts.map((cut) => Math.floor(cut * text.length)).sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(text.slice(from, point));
    from = point;
  }
  pieces.push(text.slice(from));
  return pieces;
}

const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 });

describe('streamed estimates (properties)', () => {
  it('equal the one-shot estimate for any split of the file into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        rows,
        fc.constantFrom<',' | ';'>(',', ';'),
        fc.boolean(),
        cuts,
        async (table, delimiter, bom, where) => {
          const text = `${bom ? '\uFEFF' : ''}${toCsv([[...BULK_COLUMNS], ...table], delimiter)}`;
          const whole = summariseBulkCsv(text);
          expect(await estimateBulkCsv(split(text, where))).toEqual(whole);
        },
      ),
    );
  });

  it('equal the estimate of the same rows given as a table (what the xlsx reader gives)', async () => {
    await fc.assert(
      fc.asyncProperty(rows, async (table) => {
        const records = [[...BULK_COLUMNS], ...table];
        const asTable = records.map((cells, index) => ({ rowNumber: index + 1, cells }));
        expect(await estimateBulkRows(asTable)).toEqual(summariseBulkCsv(toCsv(records, ',')));
      }),
    );
  });

  it('the fast way through plain lines gives the summary the record reader and the full rules give', () => {
    fc.assert(
      fc.property(
        rows,
        fc.constantFrom<',' | ';'>(',', ';'),
        fc.boolean(),
        fc.constantFrom('\r\n', '\n'),
        (table, delimiter, quoteAll, lineBreak) => {
          const text = toCsv([[...BULK_COLUMNS], ...table], delimiter, { quoteAll, lineBreak });
          // Wanting every row turns the fast way off: each record then takes estimator.add.
          const rowByRow = summariseBulkCsv(text, { onRow: () => {} });
          expect(summariseBulkCsv(text)).toEqual(rowByRow);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the quick estimate of a row never accepts what the full rule refuses, and agrees with it', () => {
    const header = readBulkHeader(BULK_COLUMNS);
    const into = newQuickRowEstimate();
    let accepted = 0;
    fc.assert(
      fc.property(row, (cells) => {
        const full = bulkRowToLine((column) => bulkCell(header, cells, column));
        if (!quickBulkEstimate(header, cells, into)) return;
        accepted += 1;
        if (!full.ok) throw new Error(`quick accepted ${JSON.stringify(cells)}`);
        expect({ mode: into.mode, tonnes: into.tonnes }).toEqual({
          mode: estimatorModeOf(full.value),
          tonnes: estimateLineTonnes(full.value),
        });
      }),
      { numRuns: 1000 },
    );
    // The generator reaches the quick path often enough for the property to mean something.
    expect(accepted).toBeGreaterThan(50);
  });
});

describe('CsvRecordReader (properties)', () => {
  it('reads the same records whatever the chunks, for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ',', ';', '"', '\n', '\r', '\uFEFF', ' ') }),
        cuts,
        (text, where) => {
          const records: string[][] = [];
          const reader = new CsvRecordReader((fields) => records.push(fields));
          for (const piece of split(text, where)) reader.push(piece);
          reader.end();
          expect(records).toEqual(parseCsv(text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
