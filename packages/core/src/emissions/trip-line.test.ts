import { describe, expect, it } from 'vitest';
import { BULK_COLUMNS, bulkCell, readBulkHeader } from './bulk/bulk-columns.js';
import { bulkRowToLine } from './bulk/bulk-row.js';
import { newQuickRowEstimate, quickBulkEstimate } from './bulk/bulk-row-quick.js';
import { estimateLineTonnes } from './estimate-line.js';
import { tripLine } from './trip-line.js';

const boat = { transport: 'Boat', from: '', to: '', km: 20 } as const;

describe('tripLine: the one rule for Boat', () => {
  it('prices a Boat trip per km (0.00025 t/km) without passengers or length', () => {
    const line = tripLine({ ...boat, passengers: null, length: null });
    expect(line.mode).toBe('tourism');
    expect(estimateLineTonnes(line)).toBe(0.005);
  });

  it('uses the boating formula once passengers or length is given', () => {
    const line = tripLine({ ...boat, passengers: 4, length: 12 });
    expect(line).toEqual({ mode: 'boating', km: 20, passengers: 4, length: 12 });
    expect(estimateLineTonnes(line)).toBe(0.102); // 20 × 0.0003 + 4 × 12 × 0.002
    expect(tripLine({ ...boat, passengers: 4, length: null }).mode).toBe('boating');
  });

  it('ignores passengers and length for flights and cars', () => {
    const line = tripLine({ ...boat, transport: 'Car', passengers: 4, length: 12 });
    expect(line.mode).toBe('tourism');
    expect(estimateLineTonnes(line)).toBe(0.0042);
  });
});

describe('a travel,Boat row of the file', () => {
  const header = readBulkHeader(BULK_COLUMNS);
  const row = (passengers: string, length: string) =>
    BULK_COLUMNS.map((column) =>
      column === 'type'
        ? 'travel'
        : column === 'mode'
          ? 'Boat'
          : column === 'km'
            ? '20'
            : column === 'passengers'
              ? passengers
              : column === 'length'
                ? length
                : '',
    );

  it('takes the boating formula when it gives passengers and length, in both readers', () => {
    const cells = row('4', '12');
    const full = bulkRowToLine((column) => bulkCell(header, cells, column));
    expect(full.ok && estimateLineTonnes(full.value)).toBe(0.102);
    const quick = newQuickRowEstimate();
    expect(quickBulkEstimate(header, cells, quick)).toBe(true);
    expect(quick.grams).toBe(102_000);
  });

  it('is per km without them, and refused with only one of them', () => {
    const cells = row('', '');
    const quick = newQuickRowEstimate();
    expect(quickBulkEstimate(header, cells, quick)).toBe(true);
    expect(quick.grams).toBe(5_000);
    const half = row('4', '');
    const full = bulkRowToLine((column) => bulkCell(header, half, column));
    expect(full.ok ? null : full.error).toEqual([
      { column: 'length', problem: 'ESTIMATOR.LENGTH_REQUIRED' },
    ]);
  });
});
