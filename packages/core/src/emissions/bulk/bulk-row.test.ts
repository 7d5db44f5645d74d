import { describe, expect, it } from 'vitest';
import type { BulkColumn } from './bulk-columns.js';
import { BULK_ROW_TYPES, bulkRowToLine, bulkRowType } from './bulk-row.js';

const row =
  (cells: Partial<Record<BulkColumn, string>>) =>
  (column: BulkColumn): string =>
    cells[column] ?? '';

describe('bulkRowType', () => {
  it('reads the four types in any case, and the estimator names', () => {
    expect(BULK_ROW_TYPES).toEqual(['travel', 'event', 'hotel', 'boat']);
    expect(bulkRowType(' Travel ')).toBe('travel');
    expect(bulkRowType('TOURISM')).toBe('travel');
    expect(bulkRowType('events')).toBe('event');
    expect(bulkRowType('Hotels')).toBe('hotel');
    expect(bulkRowType('boating')).toBe('boat');
    for (const cell of ['', 'train', 'toString', '__proto__']) expect(bulkRowType(cell)).toBeNull();
  });
});

describe('bulkRowToLine', () => {
  it('makes a travel line from mode and km; from and to are kept as written', () => {
    expect(
      bulkRowToLine(row({ type: 'travel', mode: 'car', from: 'Delhi', to: 'Mumbai', km: '1400' })),
    ).toEqual({
      ok: true,
      value: { mode: 'tourism', transport: 'Car', from: 'Delhi', to: 'Mumbai', km: 1400 },
    });
  });

  it('makes boat, event and hotel lines', () => {
    expect(bulkRowToLine(row({ type: 'boat', km: '12.5', passengers: '8', length: '10' }))).toEqual(
      { ok: true, value: { mode: 'boating', km: 12.5, passengers: 8, length: 10 } },
    );
    expect(
      bulkRowToLine(row({ type: 'event', attendees: '200', hours: '8', energy: '1.2e3' })),
    ).toEqual({ ok: true, value: { mode: 'events', attendees: 200, hours: 8, energy: 1200 } });
    expect(bulkRowToLine(row({ type: 'hotel', nights: '30', rating: '4', energy: '900' }))).toEqual(
      { ok: true, value: { mode: 'hotels', nights: 30, rating: 4, energy: 900 } },
    );
  });

  it('names an unknown or missing type', () => {
    expect(bulkRowToLine(row({ type: 'train', km: '5' }))).toEqual({
      ok: false,
      error: [{ column: 'type', problem: 'BULK.TYPE_UNKNOWN' }],
    });
    expect(bulkRowToLine(row({}))).toEqual({
      ok: false,
      error: [{ column: 'type', problem: 'BULK.TYPE_UNKNOWN' }],
    });
  });

  it('tells a missing travel mode from an unknown one, and still checks km', () => {
    expect(bulkRowToLine(row({ type: 'travel', km: '10' }))).toEqual({
      ok: false,
      error: [{ column: 'mode', problem: 'ESTIMATOR.MODE_REQUIRED' }],
    });
    expect(bulkRowToLine(row({ type: 'travel', mode: 'Rocket', km: 'far' }))).toEqual({
      ok: false,
      error: [
        { column: 'mode', problem: 'BULK.MODE_UNKNOWN' },
        { column: 'km', problem: 'ESTIMATOR.KM_REQUIRED' },
      ],
    });
  });

  it('lists every missing, zero or unreadable number of a row with its column', () => {
    expect(bulkRowToLine(row({ type: 'boat', km: '0', passengers: '-2' }))).toEqual({
      ok: false,
      error: [
        { column: 'km', problem: 'ESTIMATOR.KM_REQUIRED' },
        { column: 'passengers', problem: 'ESTIMATOR.PASSENGERS_REQUIRED' },
        { column: 'length', problem: 'ESTIMATOR.LENGTH_REQUIRED' },
      ],
    });
    expect(bulkRowToLine(row({ type: 'event', attendees: '1,200', hours: '8' }))).toEqual({
      ok: false,
      error: [
        { column: 'attendees', problem: 'ESTIMATOR.ATTENDEES_REQUIRED' },
        { column: 'energy', problem: 'ESTIMATOR.ENERGY_REQUIRED' },
      ],
    });
    expect(bulkRowToLine(row({ type: 'hotel', nights: '3', rating: '4.5', energy: '1' }))).toEqual({
      ok: false,
      error: [{ column: 'rating', problem: 'ESTIMATOR.RATING_REQUIRED' }],
    });
  });
});
