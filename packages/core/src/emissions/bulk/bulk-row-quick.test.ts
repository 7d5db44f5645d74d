import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkMonthNumber, bulkMonthNumberIn } from './bulk-date.js';
import { bulkRowType, tourismTransport } from './bulk-row.js';
import { positiveNumberIn, rowTypeIn, transportIn } from './bulk-row-quick.js';

const cell = fc.oneof(
  fc.constantFrom('12', '12.5', '0', '.5', '5.', '+7', '1e3', '0x1f', ' 3 ', '', '-2', 'abc'),
  fc.constantFrom('travel', 'TRAVEL', 'Event', ' hotel', 'hotels', 'boating', 'Boat', 'x'),
  fc.constantFrom('Flight', 'fLiGhT', 'car', 'BOAT ', 'Rocket', 'Kar'),
  fc.constantFrom('2026-03-14', '2026-02-30', '2026-13-01', '2025-12', '45000', '31/12/2026'),
  fc.string({ maxLength: 12 }),
);
const around = fc.string({ unit: fc.constantFrom(',', '"', 'a', '1', '\n'), maxLength: 6 });

describe('reading a cell where it stands', () => {
  it('gives what the cell alone gives, whatever surrounds it', () => {
    fc.assert(
      fc.property(around, cell, around, (before, value, after) => {
        const text = before + value + after;
        const start = before.length;
        const end = start + value.length;
        expect(positiveNumberIn(text, start, end)).toBe(positiveNumberIn(value, 0, value.length));
        expect(rowTypeIn(text, start, end)).toBe(bulkRowType(value));
        expect(transportIn(text, start, end)).toBe(tourismTransport(value));
        expect(bulkMonthNumberIn(text, start, end)).toBe(bulkMonthNumber(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads plain numbers above zero and refuses the rest', () => {
    expect(positiveNumberIn('x,12.5,', 2, 6)).toBe(12.5);
    expect(positiveNumberIn('0', 0, 1)).toBeNaN();
    expect(positiveNumberIn('', 0, 0)).toBe(0);
    expect(positiveNumberIn('0x1f', 0, 4)).toBeNaN();
    expect(positiveNumberIn(' 7 ', 0, 3)).toBe(7);
  });

  it('reads row types and modes in any case, and the estimator’s names', () => {
    expect(rowTypeIn('TrAvEl', 0, 6)).toBe('travel');
    expect(rowTypeIn('boating', 0, 7)).toBe('boat');
    expect(rowTypeIn('', 0, 0)).toBeNull();
    expect(transportIn('a,FLIGHT,b', 2, 8)).toBe('Flight');
    expect(transportIn('', 0, 0)).toBeNull();
  });
});
