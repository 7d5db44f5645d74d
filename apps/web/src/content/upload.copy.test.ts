import type { BulkEstimateProblem } from '@netzero/core';
import { BULK_COLUMNS, UPLOAD_LIMIT_BYTES } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { UPLOAD_COPY } from './upload.copy';

describe('UPLOAD_COPY', () => {
  it('documents every column the reader knows, in the template order', () => {
    expect(UPLOAD_COPY.columns.map((column) => column.name)).toEqual([...BULK_COLUMNS]);
  });

  it('states the upload limit of spec §9 and links both templates', () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(1024 ** 3);
    expect(UPLOAD_COPY.dropHint).toContain('1 GB');
    expect(UPLOAD_COPY.templateCsvPath).toMatch(/^\/templates\/.+\.csv$/);
    expect(UPLOAD_COPY.templateXlsxPath).toMatch(/^\/templates\/.+\.xlsx$/);
  });

  it('explains every reason a file gives no estimate, each in its own words', () => {
    const problems: Record<BulkEstimateProblem, string> = UPLOAD_COPY.fileProblems;
    const texts = Object.values(problems);
    expect(Object.keys(problems).sort()).toEqual(
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
    expect(problems.zipBomb).toMatch(/safety limit/);
  });
});
