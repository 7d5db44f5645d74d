import { describe, expect, it } from 'vitest';
import { detectCsvDelimiter, parseCsv } from './csv-parser.js';

describe('parseCsv', () => {
  it('splits records and fields', () => {
    expect(parseCsv('type,km\ntravel,1400\nevent,')).toEqual([
      ['type', 'km'],
      ['travel', '1400'],
      ['event', ''],
    ]);
  });

  it('accepts CRLF, LF and CR line ends and ignores one final line break', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
    expect(parseCsv('a\n\n')).toEqual([['a'], ['']]);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    expect(parseCsv('ref,note\n"A, B","say ""hi""\r\nthere"\n""," x"')).toEqual([
      ['ref', 'note'],
      ['A, B', 'say "hi"\r\nthere'],
      ['', ' x'],
    ]);
  });

  it('drops a leading byte-order mark', () => {
    expect(parseCsv('\uFEFFtype,km\ntravel,5')).toEqual([
      ['type', 'km'],
      ['travel', '5'],
    ]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  it('gives no records for an empty text, and an empty field after a trailing delimiter', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('a,')).toEqual([['a', '']]);
    expect(parseCsv(',')).toEqual([['', '']]);
    expect(parseCsv('\n')).toEqual([['']]);
  });

  it('is lenient with stray quotes the way spreadsheets are', () => {
    // Text after a closing quote is kept; a quote inside an unquoted field is literal.
    expect(parseCsv('"ab"cd,5 "in"\n')).toEqual([['abcd', '5 "in"']]);
    // An unterminated quote runs to the end of the text.
    expect(parseCsv('a,"open\nstill')).toEqual([['a', 'open\nstill']]);
  });

  it('uses the given delimiter, or the detected one', () => {
    expect(parseCsv('type;km\n"Delhi; Mumbai";1,5')).toEqual([
      ['type', 'km'],
      ['Delhi; Mumbai', '1,5'],
    ]);
    expect(parseCsv('a;b,c', ',')).toEqual([['a;b', 'c']]);
  });
});

describe('detectCsvDelimiter', () => {
  it('picks the delimiter that dominates the first record, outside quotes', () => {
    expect(detectCsvDelimiter('type,mode,km\n')).toBe(',');
    expect(detectCsvDelimiter('type;mode;km\r\na,b,c,d,e')).toBe(';');
    expect(detectCsvDelimiter('"a,b,c";d;e\n')).toBe(';');
    expect(detectCsvDelimiter('"a;""b"";c",d\n')).toBe(',');
  });

  it('falls back to a comma', () => {
    expect(detectCsvDelimiter('')).toBe(',');
    expect(detectCsvDelimiter('type\ntravel;x;y')).toBe(',');
  });
});
