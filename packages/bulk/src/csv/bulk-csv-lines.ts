import {
  type BulkColumn,
  type BulkEstimator,
  type BulkHeader,
  type BulkRowType,
  bulkMonthNumberIn,
  newQuickRowEstimate,
  positiveNumberIn,
  QUICK_NUMBER_COLUMNS,
  quickEstimate,
  rowTypeIn,
  type TourismTransport,
  transportIn,
} from '@netzero/core';
import type { CsvDelimiter, CsvLinesShortcut, CsvLinesTaken } from './csv-parser.js';

const QUOTE = 34; // "

// What the reader does with each field of a line: skip it (0), or read it as one of the estimate's
// values; numbers are NUMBER + their place in QUICK_NUMBER_COLUMNS.
const TYPE = 1;
const MODE = 2;
const DATE = 3;
const NUMBER = 4;

/**
 * The fast way through a large CSV: it walks each plain line in place — the header's number of
 * fields, each unquoted or simply quoted, no line break or lone CR inside — finding fields with
 * native indexOf and reading the estimated ones where they stand, so no field becomes a string (a
 * quoted value is never plainly valid, so its line goes on to the full rules). Each line is
 * estimated with quickEstimate and counted; it stops at the first line that is not plain or not
 * plainly valid, which the CSV reader and the full rules then take (a problem is reported as by
 * any other row). Property tests hold both ways to the same summary.
 */
export class BulkCsvLines implements CsvLinesShortcut {
  readonly #estimator: BulkEstimator;
  readonly #delimiter: CsvDelimiter;
  readonly #delimiterCode: number;
  // What to do with each field, by its place in the line.
  readonly #fields: Uint8Array;
  readonly #estimate = newQuickRowEstimate();
  readonly #taken: CsvLinesTaken = { end: 0, records: 0 };

  constructor(
    header: BulkHeader,
    width: number,
    delimiter: CsvDelimiter,
    estimator: BulkEstimator,
  ) {
    this.#estimator = estimator;
    this.#delimiter = delimiter;
    this.#delimiterCode = delimiter.charCodeAt(0);
    const fields = new Uint8Array(width);
    const use = (column: BulkColumn, kind: number) => {
      const index = header[column];
      if (index !== undefined && index < width) fields[index] = kind;
    };
    use('type', TYPE);
    use('mode', MODE);
    use('date', DATE);
    QUICK_NUMBER_COLUMNS.forEach((column, slot) => {
      use(column, NUMBER + slot);
    });
    this.#fields = fields;
  }

  readLines(text: string, start: number, firstRecordNumber: number): CsvLinesTaken {
    const fields = this.#fields;
    const width = fields.length;
    const delimiter = this.#delimiter;
    const delimiterCode = this.#delimiterCode;
    const estimate = this.#estimate;
    const numbers = estimate.numbers;
    let position = start;
    let records = 0;
    // Where the next CR is, found once and reused until passed.
    let nextReturn = -2;
    lines: for (;;) {
      const lineFeed = text.indexOf('\n', position);
      if (lineFeed === -1) break;
      if (nextReturn !== -1 && nextReturn < position) nextReturn = text.indexOf('\r', position);
      let end = lineFeed;
      if (nextReturn !== -1 && nextReturn < lineFeed) {
        // A CR anywhere but before the LF ends a record of its own, or sits in a quoted field.
        if (nextReturn !== lineFeed - 1) break;
        end = nextReturn;
      }
      let type: BulkRowType | null = null;
      let transport: TourismTransport | null = null;
      let month = 0;
      let from = position;
      for (let index = 0; index < width; index += 1) {
        const kind = fields[index] as number;
        const first = text.charCodeAt(from);
        let to: number;
        if (first === delimiterCode) {
          to = from; // an empty field, the commonest kind in a file of several activities
        } else if (first === QUOTE) {
          to = text.indexOf('"', from + 1);
          while (to !== -1 && to < end && text.charCodeAt(to + 1) === QUOTE) {
            to = text.indexOf('"', to + 2);
          }
          if (to === -1 || to >= end) break lines;
          to += 1;
          if (to !== end && text.charCodeAt(to) !== delimiterCode) break lines;
        } else {
          to = text.indexOf(delimiter, from);
          if (to === -1 || to > end) to = end;
        }
        // The header's number of fields: every field but the last ends at a delimiter.
        if (index === width - 1 ? to !== end : to === end) break lines;
        if (kind >= NUMBER) numbers[kind - NUMBER] = positiveNumberIn(text, from, to);
        else if (kind === TYPE) type = rowTypeIn(text, from, to);
        else if (kind === MODE) transport = transportIn(text, from, to);
        else if (kind === DATE) month = bulkMonthNumberIn(text, from, to);
        from = to + 1;
      }
      if (month < 0 || !quickEstimate(type, transport, estimate)) break;
      this.#estimator.addEstimated(
        firstRecordNumber + records,
        estimate.mode,
        estimate.grams,
        month,
      );
      records += 1;
      position = lineFeed + 1;
    }
    this.#taken.end = position;
    this.#taken.records = records;
    return this.#taken;
  }
}
