import { err, ok, type Result } from '../../shared/result.js';
import { estimateLineTonnes } from '../estimate-line.js';
import type { TonnesByMode } from '../estimate-lines.js';
import { type EstimatorMode, estimatorModeOf } from '../estimator-line.js';
import { type BulkColumn, bulkCell, readBulkHeader } from './bulk-columns.js';
import { type BulkRowProblem, bulkRowToLine } from './bulk-row.js';
import { parseCsv } from './csv-parser.js';

/** How many row problems a summary keeps to show (the count covers them all), in problems. */
export const BULK_ERRORS_SHOWN = 100;

/** One row of a table read from a file: its number as the spreadsheet shows it (from 1) and its cells. */
export interface BulkTableRow {
  readonly rowNumber: number;
  readonly cells: readonly string[];
}

/** One problem found in a file: the row number, the column and what is wrong. */
export interface BulkRowError {
  readonly rowNumber: number;
  readonly column: BulkColumn;
  readonly problem: BulkRowProblem;
  /** The row's reference cell, '' when it has none, so the user can find the row. */
  readonly reference: string;
}

/** What a detailed-estimate file adds up to; tonnes CO2. */
export interface BulkSummary {
  /** Non-blank data rows below the header. */
  readonly rowsRead: number;
  /** Rows that were complete and were estimated. */
  readonly rowsEstimated: number;
  /** Estimated rows per estimator mode (boat rows count under tourism). */
  readonly rowsByMode: Readonly<Record<EstimatorMode, number>>;
  /** Tonnes per estimator mode; they add up to totalTonnes. */
  readonly byMode: TonnesByMode;
  /** Tonnes of every estimated row. */
  readonly totalTonnes: number;
  /** The first BULK_ERRORS_SHOWN problems, in file order. */
  readonly errors: readonly BulkRowError[];
  /** Every problem found, shown or not. */
  readonly errorCount: number;
}

/** Why a file gives no summary: it has no header row, or its header has no 'type' column. */
export type BulkFileProblem = 'BULK.FILE_EMPTY' | 'BULK.TYPE_COLUMN_MISSING';

/** Adds rows one by one (so that a reader can feed it as it goes) and gives the summary so far. */
export interface BulkAccumulator {
  add(row: BulkTableRow): void;
  summary(): BulkSummary;
}

function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/** An accumulator for the rows below a header row (given as its cells); blank rows are skipped. */
export function createBulkAccumulator(
  headerCells: readonly string[],
  errorsShown: number = BULK_ERRORS_SHOWN,
): BulkAccumulator {
  const header = readBulkHeader(headerCells);
  const byMode: Record<EstimatorMode, number> = { tourism: 0, events: 0, hotels: 0 };
  const rowsByMode: Record<EstimatorMode, number> = { tourism: 0, events: 0, hotels: 0 };
  const errors: BulkRowError[] = [];
  let rowsRead = 0;
  let errorCount = 0;
  return {
    add({ rowNumber, cells }) {
      if (isBlankRow(cells)) return;
      rowsRead += 1;
      const cell = (column: BulkColumn) => bulkCell(header, cells, column);
      const line = bulkRowToLine(cell);
      if (line.ok) {
        const mode = estimatorModeOf(line.value);
        byMode[mode] += estimateLineTonnes(line.value);
        rowsByMode[mode] += 1;
        return;
      }
      for (const issue of line.error) {
        errorCount += 1;
        if (errors.length < errorsShown) {
          errors.push({ rowNumber, ...issue, reference: cell('reference') });
        }
      }
    },
    summary() {
      return {
        rowsRead,
        rowsEstimated: rowsByMode.tourism + rowsByMode.events + rowsByMode.hotels,
        rowsByMode: { ...rowsByMode },
        byMode: { ...byMode },
        totalTonnes: byMode.tourism + byMode.events + byMode.hotels,
        errors: [...errors],
        errorCount,
      };
    },
  };
}

/**
 * The summary of a table read from a file: its first non-blank row is the header, which must name
 * a 'type' column; every later row is estimated or has its problems listed, without stopping.
 */
export function summariseBulkTable(
  rows: Iterable<BulkTableRow>,
  errorsShown: number = BULK_ERRORS_SHOWN,
): Result<BulkSummary, BulkFileProblem> {
  let accumulator: BulkAccumulator | null = null;
  for (const row of rows) {
    if (accumulator) {
      accumulator.add(row);
    } else if (!isBlankRow(row.cells)) {
      if (readBulkHeader(row.cells).type === undefined) return err('BULK.TYPE_COLUMN_MISSING');
      accumulator = createBulkAccumulator(row.cells, errorsShown);
    }
  }
  return accumulator ? ok(accumulator.summary()) : err('BULK.FILE_EMPTY');
}

/** The records of a CSV file as table rows numbered from 1 (a quoted line break keeps one record). */
export function csvTableRows(records: readonly (readonly string[])[]): BulkTableRow[] {
  return records.map((cells, index) => ({ rowNumber: index + 1, cells }));
}

/** The summary of a CSV text (RFC 4180, ',' or ';' detected, BOM and CRLF accepted). */
export function summariseBulkCsv(
  text: string,
  errorsShown: number = BULK_ERRORS_SHOWN,
): Result<BulkSummary, BulkFileProblem> {
  return summariseBulkTable(csvTableRows(parseCsv(text)), errorsShown);
}
