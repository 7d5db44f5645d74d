import type { TonnesByMode } from '../estimate-lines.js';
import type { EstimatorMode } from '../estimator-line.js';
import type { BulkColumn } from './bulk-columns.js';
import type { BulkRowProblem } from './bulk-row.js';

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

/** One estimated row, for callers that want every row's result (the command line's --rows). */
export interface BulkRowResult {
  readonly rowNumber: number;
  readonly mode: EstimatorMode;
  readonly tonnes: number;
  /** 'YYYY-MM', or '' when the row has no date. */
  readonly month: string;
  readonly reference: string;
}

/** Rows and tonnes of one month ('YYYY-MM', or '' for rows without a date). */
export interface BulkMonthTotal {
  readonly month: string;
  readonly rows: number;
  readonly tonnes: number;
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
  /** Estimated rows and tonnes per month, months in order, rows without a date last. */
  readonly byMonth: readonly BulkMonthTotal[];
  /** Tonnes of every estimated row. */
  readonly totalTonnes: number;
  /** The first BULK_ERRORS_SHOWN problems, in file order. */
  readonly errors: readonly BulkRowError[];
  /** Every problem found, shown or not. */
  readonly errorCount: number;
}

/** Why a file gives no summary: it has no header row, or its header has no 'type' column. */
export type BulkFileProblem = 'BULK.FILE_EMPTY' | 'BULK.TYPE_COLUMN_MISSING';
