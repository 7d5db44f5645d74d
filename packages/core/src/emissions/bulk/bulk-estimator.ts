import { detachedString } from '../../shared/detached-string.js';
import { err, ok, type Result } from '../../shared/result.js';
import { gramsToTonnes } from '../emission-grams.js';
import { estimateLineGrams } from '../estimate-line.js';
import { type EstimatorMode, estimatorModeOf } from '../estimator-line.js';
import { type BulkColumn, type BulkHeader, bulkCell, readBulkHeader } from './bulk-columns.js';
import { bulkMonthNumber, monthText } from './bulk-date.js';
import { bulkRowToLine } from './bulk-row.js';
import { newQuickRowEstimate, quickBulkEstimate } from './bulk-row-quick.js';
import {
  BULK_ERRORS_SHOWN,
  type BulkFileProblem,
  type BulkMonthTotal,
  type BulkRowError,
  type BulkRowResult,
  type BulkSummary,
} from './bulk-summary.js';

/** Options of a bulk estimate. */
export interface BulkEstimatorOptions {
  /** How many problems to keep for display (all are counted); BULK_ERRORS_SHOWN by default. */
  readonly errorsShown?: number;
  /** Receives every estimated row (the summary keeps only totals). */
  readonly onRow?: (row: BulkRowResult) => void;
}

function isBlankRow(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}

function modeIndex(mode: EstimatorMode): number {
  return mode === 'tourism' ? 0 : mode === 'events' ? 1 : 2;
}

interface MonthTally {
  rows: number;
  grams: number;
}

/**
 * The streaming estimate of a detailed-estimate file: add() its rows in order, as they are read,
 * and ask for the result at any time. The first non-blank row is the header, which must name a
 * 'type' column; every later non-blank row is estimated, or its problems are listed, without
 * stopping. Only running totals and the first problems are kept, never the rows.
 */
export class BulkEstimator {
  readonly #errorsShown: number;
  readonly #onRow: ((row: BulkRowResult) => void) | undefined;
  #header: BulkHeader | null = null;
  #problem: BulkFileProblem | null = null;
  // By modeIndex: a property named by a variable per row cost a fifth of a large file's estimate.
  // Whole grams (exact up to 2^53 g, nine billion tonnes): tonnes only in the result.
  readonly #gramsByMode = new Float64Array(3);
  readonly #rowsByMode = new Float64Array(3);
  // Keyed by bulkMonthNumber (202603; 0 for rows without a date): no text made per row.
  readonly #byMonth = new Map<number, MonthTally>();
  readonly #errors: BulkRowError[] = [];
  #errorCount = 0;
  #rowsRead = 0;
  // The quick estimate of the row at hand, reused for every row (no object made per row).
  readonly #quick = newQuickRowEstimate();

  constructor(options: BulkEstimatorOptions = {}) {
    this.#errorsShown = options.errorsShown ?? BULK_ERRORS_SHOWN;
    this.#onRow = options.onRow;
  }

  /** Non-blank data rows read so far. */
  get rowsRead(): number {
    return this.#rowsRead;
  }

  /** The header's columns, once the header row has been read. */
  get header(): BulkHeader | null {
    return this.#header;
  }

  /** Whether every estimated row is wanted (an onRow was given). */
  get wantsRows(): boolean {
    return this.#onRow !== undefined;
  }

  /** Why the file cannot be estimated, once its header shows it (later rows are then ignored). */
  get problem(): BulkFileProblem | null {
    return this.#problem;
  }

  /** Reads one row: the header first, then data rows. */
  add(rowNumber: number, cells: readonly string[]): void {
    if (this.#header !== null) {
      this.#addDataRow(rowNumber, cells);
    } else if (this.#problem === null && !isBlankRow(cells)) {
      const header = readBulkHeader(cells);
      if (header.type === undefined) this.#problem = 'BULK.TYPE_COLUMN_MISSING';
      else this.#header = header;
    }
  }

  /** The summary of the rows read so far, or why there is none. */
  result(): Result<BulkSummary, BulkFileProblem> {
    if (this.#problem !== null) return err(this.#problem);
    if (this.#header === null) return err('BULK.FILE_EMPTY');
    const grams = this.#byMode(this.#gramsByMode);
    const rowsByMode = this.#byMode(this.#rowsByMode);
    return ok({
      rowsRead: this.#rowsRead,
      rowsEstimated: rowsByMode.tourism + rowsByMode.events + rowsByMode.hotels,
      rowsByMode,
      byMode: {
        tourism: gramsToTonnes(grams.tourism),
        events: gramsToTonnes(grams.events),
        hotels: gramsToTonnes(grams.hotels),
      },
      byMonth: this.#monthTotals(),
      totalTonnes: gramsToTonnes(grams.tourism + grams.events + grams.hotels),
      errors: [...this.#errors],
      errorCount: this.#errorCount,
    });
  }

  #addDataRow(rowNumber: number, cells: readonly string[]): void {
    const header = this.#header as BulkHeader;
    const estimate = this.#quick;
    let valid = quickBulkEstimate(header, cells, estimate);
    if (!valid) {
      if (isBlankRow(cells)) return;
      const checked = bulkRowToLine((column) => bulkCell(header, cells, column));
      if (checked.ok) {
        valid = true;
        estimate.mode = estimatorModeOf(checked.value);
        estimate.grams = estimateLineGrams(checked.value);
      } else {
        for (const issue of checked.error) {
          this.#report(rowNumber, issue.column, cells, issue.problem);
        }
      }
    }
    this.#rowsRead += 1;
    const month = bulkMonthNumber(header.date === undefined ? '' : (cells[header.date] ?? ''));
    if (month < 0) this.#report(rowNumber, 'date', cells, 'BULK.DATE_INVALID');
    if (!valid || month < 0) return;

    const reference = this.#onRow ? bulkCell(header, cells, 'reference') : '';
    this.#count(rowNumber, estimate.mode, estimate.grams, month, reference);
  }

  /**
   * Counts a complete, valid data row that a faster reader has estimated itself (BulkCsvLines),
   * exactly as add() would have; `grams` are whole (estimateLineGrams), `month` is a
   * bulkMonthNumber. Not for callers that want rows.
   */
  addEstimated(rowNumber: number, mode: EstimatorMode, grams: number, month: number): void {
    this.#rowsRead += 1;
    this.#count(rowNumber, mode, grams, month, '');
  }

  #count(
    rowNumber: number,
    mode: EstimatorMode,
    grams: number,
    month: number,
    reference: string,
  ): void {
    const index = modeIndex(mode);
    const gramsByMode = this.#gramsByMode;
    const rowsByMode = this.#rowsByMode;
    gramsByMode[index] = (gramsByMode[index] as number) + grams;
    rowsByMode[index] = (rowsByMode[index] as number) + 1;
    const tally = this.#byMonth.get(month);
    if (tally) {
      tally.rows += 1;
      tally.grams += grams;
    } else {
      this.#byMonth.set(month, { rows: 1, grams });
    }
    this.#onRow?.({
      rowNumber,
      mode,
      tonnes: gramsToTonnes(grams),
      month: monthText(month),
      reference,
    });
  }

  #report(
    rowNumber: number,
    column: BulkColumn,
    cells: readonly string[],
    problem: BulkRowError['problem'],
  ): void {
    this.#errorCount += 1;
    if (this.#errors.length < this.#errorsShown) {
      const reference = detachedString(bulkCell(this.#header as BulkHeader, cells, 'reference'));
      this.#errors.push({ rowNumber, column, problem, reference });
    }
  }

  #byMode(values: Float64Array): Record<EstimatorMode, number> {
    return {
      tourism: values[modeIndex('tourism')] as number,
      events: values[modeIndex('events')] as number,
      hotels: values[modeIndex('hotels')] as number,
    };
  }

  #monthTotals(): BulkMonthTotal[] {
    // Months in order; rows without a date (0) last.
    return [...this.#byMonth]
      .sort(([a], [b]) => (a === 0 ? 1 : b === 0 ? -1 : a - b))
      .map(([month, tally]) => ({
        month: monthText(month),
        rows: tally.rows,
        tonnes: gramsToTonnes(tally.grams),
      }));
  }
}
