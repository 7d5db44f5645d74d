import { MESSAGES } from '../../messages/catalogue.js';
import { formatMessage } from '../../messages/format-message.js';
import type { BulkEstimateProblem } from '../../ports/bulk-file-estimator.port.js';
import type { BulkRowProblem } from './bulk-row.js';

/** The text of a row problem: every one is a code of the message catalogue. */
export function bulkProblemText(problem: BulkRowProblem): string {
  return formatMessage(problem);
}

/** Why a whole file gives no estimate, as the user reads it (the page and netzero-estimate alike). */
export const BULK_FILE_PROBLEM_TEXT = {
  'BULK.FILE_EMPTY': MESSAGES['BULK.FILE_EMPTY'],
  'BULK.TYPE_COLUMN_MISSING': MESSAGES['BULK.TYPE_COLUMN_MISSING'],
  unreadable: MESSAGES['BULK.FILE_UNREADABLE'],
  legacyExcel: MESSAGES['BULK.LEGACY_EXCEL'],
  notCsvOrXlsx: MESSAGES['BULK.NOT_CSV_OR_XLSX'],
  zipBomb: MESSAGES['BULK.ZIP_BOMB'],
} as const satisfies Readonly<Record<BulkEstimateProblem, string>>;
