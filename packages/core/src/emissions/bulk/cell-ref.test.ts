import { describe, expect, it } from 'vitest';
import { parseCellRef } from './cell-ref.js';

describe('parseCellRef', () => {
  it('gives the zero-based column and the one-based row', () => {
    expect(parseCellRef('A1')).toEqual({ column: 0, row: 1 });
    expect(parseCellRef('Z9')).toEqual({ column: 25, row: 9 });
    expect(parseCellRef('AA10')).toEqual({ column: 26, row: 10 });
    expect(parseCellRef('ab12')).toEqual({ column: 27, row: 12 });
    expect(parseCellRef('XFD1048576')).toEqual({ column: 16383, row: 1048576 });
  });

  it('is null for what is not a cell reference', () => {
    for (const ref of ['', 'A', '12', 'A0', 'ABCD1', 'A1:B2', '$A$1']) {
      expect(parseCellRef(ref)).toBeNull();
    }
  });
});
