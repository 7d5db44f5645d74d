import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../messages/format-message.js';
import { BULK_FILE_PROBLEM_TEXT, bulkProblemText } from './bulk-problem-text.js';

describe('bulkProblemText', () => {
  it("gives the catalogue's message for an estimator problem", () => {
    expect(bulkProblemText('ESTIMATOR.KM_REQUIRED')).toBe(formatMessage('ESTIMATOR.KM_REQUIRED'));
  });

  it("gives the catalogue's text for the file's own problems", () => {
    expect(bulkProblemText('BULK.TYPE_UNKNOWN')).toBe('Use travel, event, hotel or boat.');
    expect(bulkProblemText('BULK.DATE_INVALID')).toBe(
      'Write the date as YYYY-MM-DD or YYYY-MM, or leave it empty.',
    );
  });
});

describe('BULK_FILE_PROBLEM_TEXT', () => {
  it('explains every reason a file gives no estimate, each in its own words', () => {
    const texts = Object.values(BULK_FILE_PROBLEM_TEXT);
    expect(Object.keys(BULK_FILE_PROBLEM_TEXT).sort()).toEqual(
      [
        'BULK.FILE_EMPTY',
        'BULK.TYPE_COLUMN_MISSING',
        'legacyExcel',
        'notCsvOrXlsx',
        'unreadable',
        'zipBomb',
      ].sort(),
    );
    expect(new Set(texts).size).toBe(texts.length);
    expect(BULK_FILE_PROBLEM_TEXT.zipBomb).toMatch(/safety limit/);
    expect(BULK_FILE_PROBLEM_TEXT['BULK.FILE_EMPTY']).toBe(
      'This file is empty. Start from the template and upload it again.',
    );
  });
});
