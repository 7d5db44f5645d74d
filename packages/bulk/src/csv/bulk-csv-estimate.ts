import {
  BulkEstimator,
  type BulkEstimatorOptions,
  type BulkFileProblem,
  type BulkStreamOptions,
  type BulkSummary,
  type Result,
  stopIfAborted,
} from '@netzero/core';
import { BulkCsvLines } from './bulk-csv-lines.js';
import { type CsvDelimiter, CsvRecordReader } from './csv-parser.js';

/**
 * A CSV file's estimate, fed as text chunks split anywhere (a streaming decoder's output): records
 * are estimated as soon as they are complete, numbered from 1 as the reader counts them.
 */
export class BulkCsvEstimate {
  readonly #estimator: BulkEstimator;
  readonly #reader: CsvRecordReader;
  // The plain lines' fast way, once the header is known (BulkCsvLines).
  #lines: BulkCsvLines | null = null;

  constructor(options: BulkEstimatorOptions = {}, delimiter: CsvDelimiter | null = null) {
    const estimator = new BulkEstimator(options);
    this.#estimator = estimator;
    this.#reader = new CsvRecordReader(
      (fields, recordNumber) => {
        const hadHeader = estimator.header !== null;
        estimator.add(recordNumber, fields);
        const header = estimator.header;
        const usedDelimiter = this.#reader.delimiter;
        // Rows are handed out one by one when wanted: then every line takes the reader's way.
        if (!hadHeader && header && usedDelimiter && !estimator.wantsRows) {
          this.#lines = new BulkCsvLines(header, fields.length, usedDelimiter, estimator);
        }
      },
      delimiter,
      () => this.#lines,
    );
  }

  /** Non-blank data rows read so far. */
  get rowsRead(): number {
    return this.#estimator.rowsRead;
  }

  /** Whether the header already shows the file cannot be estimated (stop reading it). */
  get failed(): boolean {
    return this.#estimator.problem !== null;
  }

  push(text: string): void {
    this.#reader.push(text);
  }

  /** Reads the last record and gives the estimate. */
  end(): Result<BulkSummary, BulkFileProblem> {
    this.#reader.end();
    return this.#estimator.result();
  }
}

/** Estimates a CSV file given as text chunks (async or not), never holding more than a record. */
export async function estimateBulkCsv(
  chunks: AsyncIterable<string> | Iterable<string>,
  options: BulkStreamOptions = {},
): Promise<Result<BulkSummary, BulkFileProblem>> {
  const estimate = new BulkCsvEstimate(options);
  for await (const chunk of chunks) {
    stopIfAborted(options.signal);
    estimate.push(chunk);
    options.onProgress?.(estimate.rowsRead);
    if (estimate.failed) break;
  }
  return estimate.end();
}

/** The estimate of a whole CSV text (RFC 4180, ',' or ';' detected, BOM and CRLF accepted). */
export function summariseBulkCsv(
  text: string,
  options: BulkEstimatorOptions = {},
): Result<BulkSummary, BulkFileProblem> {
  const estimate = new BulkCsvEstimate(options);
  estimate.push(text);
  return estimate.end();
}
