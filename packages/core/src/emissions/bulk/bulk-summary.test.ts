import { describe, expect, it } from 'vitest';
import {
  BULK_ERRORS_SHOWN,
  createBulkAccumulator,
  csvTableRows,
  summariseBulkCsv,
  summariseBulkTable,
} from './bulk-summary.js';

const CSV = [
  'Type,Mode,From,To,KM,Attendees,Hours,Energy,Nights,Rating,Passengers,Length,Reference,Notes',
  'travel,Car,Delhi,Mumbai,1400,,,,,,,,TR-1,road trip',
  'travel,Flight,"Delhi, IN","Mumbai, IN",1150,,,,,,,,TR-2,',
  'boat,,,,20,,,,,,6,12,BT-1,',
  'event,,,,,200,8,1000,,,,,EV-1,',
  ',,,,,,,,,,,,,',
  'hotel,,,,,,,500,30,4,,,HT-1,',
  'travel,Rocket,,,abc,,,,,,,,TR-3,',
  'hotel,,,,,,,,2,9,,,HT-2,',
].join('\r\n');

describe('summariseBulkCsv', () => {
  it('estimates complete rows per mode and in total, and lists the problems of the others', () => {
    const result = summariseBulkCsv(CSV);
    if (!result.ok) throw new Error(result.error);
    const summary = result.value;
    expect(summary.rowsRead).toBe(7); // the blank row is skipped
    expect(summary.rowsEstimated).toBe(5);
    expect(summary.rowsByMode).toEqual({ tourism: 3, events: 1, hotels: 1 });
    // car 1400 × 0.00021 + flight 1150 × 0.00015 + boat 20 × 0.0003 + 6 × 12 × 0.002
    expect(summary.byMode.tourism).toBeCloseTo(0.294 + 0.1725 + 0.006 + 0.144, 12);
    expect(summary.byMode.events).toBeCloseTo(200 * 8 * 0.005 + 1000 * 0.0007, 12); // 8.7
    expect(summary.byMode.hotels).toBeCloseTo(30 * 4 * 0.01 + 500 * 0.0005, 12); // 1.45
    expect(summary.totalTonnes).toBeCloseTo(0.6165 + 8.7 + 1.45, 12);
    expect(summary.errorCount).toBe(4);
    expect(summary.errors).toEqual([
      { rowNumber: 8, column: 'mode', problem: 'BULK.MODE_UNKNOWN', reference: 'TR-3' },
      { rowNumber: 8, column: 'km', problem: 'ESTIMATOR.KM_REQUIRED', reference: 'TR-3' },
      { rowNumber: 9, column: 'rating', problem: 'ESTIMATOR.RATING_REQUIRED', reference: 'HT-2' },
      { rowNumber: 9, column: 'energy', problem: 'ESTIMATOR.ENERGY_REQUIRED', reference: 'HT-2' },
    ]);
  });

  it('reads semicolon files with a byte-order mark', () => {
    const result = summariseBulkCsv('\uFEFFtype;mode;km\ntravel;Car;1000\n');
    expect(result.ok && result.value.totalTonnes).toBeCloseTo(0.21, 12);
  });

  it('refuses a file without a header or without a type column', () => {
    expect(summariseBulkCsv('')).toEqual({ ok: false, error: 'BULK.FILE_EMPTY' });
    expect(summariseBulkCsv('\n , \n')).toEqual({ ok: false, error: 'BULK.FILE_EMPTY' });
    expect(summariseBulkCsv('mode,km\nCar,5')).toEqual({
      ok: false,
      error: 'BULK.TYPE_COLUMN_MISSING',
    });
  });

  it('takes the first non-blank row as the header and sums nothing for a header alone', () => {
    const result = summariseBulkCsv('\n\ntype,km\n');
    expect(result).toEqual({
      ok: true,
      value: {
        rowsRead: 0,
        rowsEstimated: 0,
        rowsByMode: { tourism: 0, events: 0, hotels: 0 },
        byMode: { tourism: 0, events: 0, hotels: 0 },
        totalTonnes: 0,
        errors: [],
        errorCount: 0,
      },
    });
  });

  it(`keeps the first ${BULK_ERRORS_SHOWN} problems and counts them all`, () => {
    const rows = Array.from({ length: 150 }, () => 'train,5');
    const result = summariseBulkCsv(['type,km', ...rows].join('\n'));
    if (!result.ok) throw new Error(result.error);
    expect(result.value.errors.length).toBe(100);
    expect(result.value.errorCount).toBe(150);
    expect(result.value.errors[99]?.rowNumber).toBe(101);
    expect(result.value.errors[0]?.reference).toBe('');
  });
});

describe('summariseBulkTable and the accumulator', () => {
  it('use the row numbers the reader gives (a spreadsheet may skip rows)', () => {
    const result = summariseBulkTable(
      [
        { rowNumber: 3, cells: ['type', 'km'] },
        { rowNumber: 7, cells: ['event', '1'] },
      ],
      1,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.errors.map((e) => [e.rowNumber, e.column])).toEqual([[7, 'attendees']]);
    expect(result.value.errorCount).toBe(3);
  });

  it('give a summary that later rows do not change', () => {
    const accumulator = createBulkAccumulator(['type', 'mode', 'km']);
    accumulator.add({ rowNumber: 2, cells: ['travel', 'Car', '100'] });
    const first = accumulator.summary();
    accumulator.add({ rowNumber: 3, cells: ['travel', 'Car', '100'] });
    expect(first.rowsEstimated).toBe(1);
    expect(accumulator.summary().byMode.tourism).toBeCloseTo(0.042, 12);
  });

  it('number CSV records from 1', () => {
    expect(csvTableRows([['a'], ['b']])).toEqual([
      { rowNumber: 1, cells: ['a'] },
      { rowNumber: 2, cells: ['b'] },
    ]);
  });
});
