import { BULK_COLUMNS, estimateBulkRows } from '@netzero/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkRows as rows } from '../../../core/test/arbitraries/bulk-rows.js';
import { estimateBulkCsv, summariseBulkCsv } from './bulk-csv-estimate.js';
import { CsvRecordReader, parseCsv } from './csv-parser.js';

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
