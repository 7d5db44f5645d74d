import type { BulkColumn, BulkHeader } from './bulk-columns.js';
import { bulkMonthNumber } from './bulk-date.js';
import type { BulkEstimator } from './bulk-estimator.js';
import { type QuickRowEstimate, quickBulkEstimate } from './bulk-row-quick.js';
import type { CsvDelimiter, CsvLinesShortcut, CsvLinesTaken } from './csv-parser.js';

/** The columns a row's estimate reads (reference and the places are for the user's records). */
const ESTIMATED_COLUMNS: readonly BulkColumn[] = [
  'type',
  'mode',
  'km',
  'attendees',
  'hours',
  'energy',
  'nights',
  'rating',
  'passengers',
  'length',
  'date',
];

/**
 * The fast way through a large CSV: one sticky regular expression per header matches a whole
 * plain line — the header's number of fields, each unquoted or simply quoted, no line break inside
 * — and captures only the columns the estimate reads, so no other field becomes a string. Each
 * line is estimated with quickBulkEstimate and counted; it stops at the first line that does not
 * match or is not plainly valid, which the CSV reader and the full rules then take (a problem is
 * reported as by any other row). A property test holds both ways to the same summary.
 */
export class BulkCsvLines implements CsvLinesShortcut {
  readonly #pattern: RegExp;
  readonly #estimator: BulkEstimator;
  // The estimated columns by their place among the captures: a match is read as the row's cells.
  readonly #captures: BulkHeader;
  readonly #estimate: QuickRowEstimate = { mode: 'tourism', tonnes: 0 };
  readonly #taken: CsvLinesTaken = { end: 0, records: 0 };

  constructor(
    header: BulkHeader,
    width: number,
    delimiter: CsvDelimiter,
    estimator: BulkEstimator,
  ) {
    this.#estimator = estimator;
    const estimated = new Map<number, BulkColumn>();
    for (const column of ESTIMATED_COLUMNS) {
      const index = header[column];
      if (index !== undefined) estimated.set(index, column);
    }
    // ',' and ';' need no escaping in a character class or as a literal.
    const plain = `[^${delimiter}"\\r\\n]*`;
    const quoted = `"[^"\\r\\n]*(?:""[^"\\r\\n]*)*"`;
    const captures: Partial<Record<BulkColumn, number>> = {};
    let captured = 0;
    const fields = Array.from({ length: width }, (_, index) => {
      const column = estimated.get(index);
      if (column === undefined) return `(?:${quoted}|${plain})`;
      captured += 1;
      captures[column] = captured;
      return `(${plain})`;
    });
    this.#captures = captures;
    this.#pattern = new RegExp(`${fields.join(delimiter)}\\r?\\n`, 'y');
  }

  readLines(text: string, start: number, firstRecordNumber: number): CsvLinesTaken {
    const pattern = this.#pattern;
    const captures = this.#captures;
    const estimate = this.#estimate;
    const dateCapture = captures.date;
    let position = start;
    let records = 0;
    for (;;) {
      pattern.lastIndex = position;
      // Every group of the pattern takes part in a match, so each capture is a string.
      const match = pattern.exec(text) as string[] | null;
      if (match === null) break;
      if (!quickBulkEstimate(captures, match, estimate)) break;
      const month = bulkMonthNumber(
        dateCapture === undefined ? '' : (match[dateCapture] as string),
      );
      if (month < 0) break;
      this.#estimator.addEstimated(
        firstRecordNumber + records,
        estimate.mode,
        estimate.tonnes,
        month,
      );
      records += 1;
      position = pattern.lastIndex;
    }
    this.#taken.end = position;
    this.#taken.records = records;
    return this.#taken;
  }
}
