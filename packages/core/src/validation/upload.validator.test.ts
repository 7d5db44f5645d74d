import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format-message.js';
import { UPLOAD_LIMIT_BYTES } from '../shared/limits.js';
import { ACCEPTED_UPLOAD_EXTENSIONS, validateUpload } from './upload.validator.js';

const MEBIBYTE = 1024 * 1024;

describe('validateUpload', () => {
  it.each(['emissions.csv', 'Q3 travel.xlsx', 'legacy.xls', 'SHOUTY.CSV', 'Mixed.XlSx', 'a.b.csv'])(
    'accepts %j',
    (name) => {
      expect(validateUpload({ name, size: 5 * MEBIBYTE })).toBeNull();
    },
  );

  it.each([
    'report.pdf',
    'data.csv.exe',
    'data.xlsm',
    'data.json',
    'csv',
    'no-extension',
    '.csv',
    '',
  ])('refuses %j as unsupported', (name) => {
    expect(validateUpload({ name, size: 10 })).toBe('UPLOAD.UNSUPPORTED_FORMAT');
  });

  it('accepts a file of exactly the limit and refuses one byte more, with the spec text', () => {
    expect(validateUpload({ name: 'big.csv', size: UPLOAD_LIMIT_BYTES })).toBeNull();
    const code = validateUpload({ name: 'big.csv', size: UPLOAD_LIMIT_BYTES + 1 });
    expect(code).toBe('UPLOAD.TOO_LARGE');
    expect(code && formatMessage(code)).toBe(
      'File size exceeds 1 GB limit. Please upload a smaller file.',
    );
  });

  it('checks the size first, so a too-large file of any format gets the size message', () => {
    expect(validateUpload({ name: 'movie.mp4', size: 2 * UPLOAD_LIMIT_BYTES })).toBe(
      'UPLOAD.TOO_LARGE',
    );
  });

  it('names every accepted extension in the format message', () => {
    expect(ACCEPTED_UPLOAD_EXTENSIONS).toEqual(['.csv', '.xlsx', '.xls']);
    const text = formatMessage('UPLOAD.UNSUPPORTED_FORMAT');
    expect(text).toMatch(/CSV/);
    expect(text).toMatch(/\.xlsx/);
    expect(text).toMatch(/\.xls\b/);
  });
});
