import { UPLOAD_COPY } from '../../content/upload.copy.js';
import { formatMessage, isMessageCode } from '../../messages/format-message.js';
import type { BulkRowProblem } from './bulk-row.js';

/** The text of a row problem: the catalogue's estimator message, or the upload copy's own. */
export function bulkProblemText(problem: BulkRowProblem): string {
  return isMessageCode(problem) ? formatMessage(problem) : UPLOAD_COPY.problems[problem];
}
