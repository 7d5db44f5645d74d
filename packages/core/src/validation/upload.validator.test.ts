import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format-message.js';
import { UPLOAD_LIMIT_BYTES } from '../shared/limits.js';
import { ACCEPTED_UPLOAD_EXTENSIONS, validateUpload } from './upload.validator.js';

const MEBIBYTE = 1024 * 1024;

describe('validateUpload', () => {
  it.each(['emissions.csv', 'Q3 travel.xlsx', 'SHOUTY.CSV', 'Mixed.XlSx', 'a.b.csv'])(
    'accepts %j',
    (name) => {
      expect(validateUpload({ name, size: 5 * MEBIBYTE })).toBeNull();
    },
  );

  it.each([
    'report.pdf',
    'legacy.xls',
    'LEGACY.XLS',
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

  it('names exactly the accepted extensions in the format message, and .xls only as refused', () => {
    expect(ACCEPTED_UPLOAD_EXTENSIONS).toEqual(['.csv', '.xlsx']);
    const text = formatMessage('UPLOAD.UNSUPPORTED_FORMAT');
    expect(text).toMatch(/\.csv/);
    expect(text).toMatch(/\.xlsx/);
    // Issue 18 item 5: the message must not invite an .xls, which is refused.
    expect(text).not.toMatch(/\(\.xlsx, \.xls\)/);
    expect(text).toMatch(/Save an older \.xls file as \.xlsx/);
  });
});
