import { describe, expect, it } from 'vitest';
import { UPLOAD_COPY } from '../../content/upload.copy.js';
import { formatMessage } from '../../messages/format-message.js';
import { bulkProblemText } from './bulk-problem-text.js';

describe('bulkProblemText', () => {
  it("gives the catalogue's message for an estimator problem", () => {
    expect(bulkProblemText('ESTIMATOR.KM_REQUIRED')).toBe(formatMessage('ESTIMATOR.KM_REQUIRED'));
  });

  it("gives the upload copy's own text for the file's problems", () => {
    expect(bulkProblemText('BULK.TYPE_UNKNOWN')).toBe(UPLOAD_COPY.problems['BULK.TYPE_UNKNOWN']);
    expect(bulkProblemText('BULK.DATE_INVALID')).toBe(
      'Write the date as YYYY-MM-DD or YYYY-MM, or leave it empty.',
    );
  });
});
