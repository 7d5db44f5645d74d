import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv-text.js';

describe('csvText', () => {
  it('writes RFC 4180: commas, CRLF rows, quotes doubled inside quoted cells', () => {
    expect(
      csvText([
        ['mode', 'inputs'],
        ['Flight', 'Delhi, India → "Mumbai"'],
        [1, 0.5],
      ]),
    ).toBe('mode,inputs\r\nFlight,"Delhi, India → ""Mumbai"""\r\n1,0.5\r\n');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('keeps user text that starts like a formula from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers, even negative ones, and nothing for non-finite', () => {
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(Number.NaN)).toBe('');
  });
});
