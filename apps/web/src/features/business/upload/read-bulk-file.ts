import {
  type BulkFileProblem,
  type BulkSummary,
  err,
  type Result,
  summariseBulkCsv,
  summariseBulkTable,
} from '@netzero/core';
import { readXlsxRows } from './read-xlsx';

/** Why a file that passed the upload check gives no estimate. */
export type BulkReadProblem = BulkFileProblem | 'unreadable' | 'legacyExcel';

/** The reader a file name calls for: CSV, an .xlsx workbook, or the older .xls format we cannot read. */
export function bulkFileKind(name: string): 'csv' | 'xlsx' | 'xls' {
  const lower = name.toLowerCase();
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.xls')) return 'xls';
  return 'csv';
}

/**
 * Reads an uploaded CSV or .xlsx file in the browser and estimates every row with the core
 * estimator. Loaded on demand, so the parsers stay out of the /Business route's first chunk.
 */
export async function readBulkFile(
  file: Blob & { name: string },
): Promise<Result<BulkSummary, BulkReadProblem>> {
  const kind = bulkFileKind(file.name);
  if (kind === 'xls') return err('legacyExcel');
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (kind === 'xlsx') return summariseBulkTable(readXlsxRows(bytes));
    return summariseBulkCsv(new TextDecoder('utf-8').decode(bytes));
  } catch {
    // Not a workbook, a damaged archive, or more than the browser can hold in memory.
    return err('unreadable');
  }
}
