import { BULK_ERRORS_SHOWN, type BulkRowResult } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { estimateBulkCsv, summariseBulkCsv } from './bulk-csv-estimate.js';

const CSV = [
  'Type,Mode,From,To,KM,Attendees,Hours,Energy,Nights,Rating,Passengers,Length,Date,Reference,Notes',
  'travel,Car,Delhi,Mumbai,1400,,,,,,,,2026-01-05,TR-1,road trip',
  'travel,Flight,"Delhi, IN","Mumbai, IN",1150,,,,,,,,2026-01-20,TR-2,',
  'boat,,,,20,,,,,,6,12,2026-02,BT-1,',
  'event,,,,,200,8,1000,,,,,,EV-1,',
  ',,,,,,,,,,,,,,',
  'hotel,,,,,,,500,30,4,,,2026-02-28T10:00,HT-1,',
  'travel,Rocket,,,abc,,,,,,,,2026-03-01,TR-3,',
  'hotel,,,,,,,,2,9,,,,HT-2,',
  'travel,Car,,,10,,,,,,,,14/03/2026,TR-4,',
].join('\r\n');

describe('summariseBulkCsv', () => {
  it('estimates complete rows per mode, per month and in total, and lists the problems of the others', () => {
    const result = summariseBulkCsv(CSV);
    if (!result.ok) throw new Error(result.error);
    const summary = result.value;
    expect(summary.rowsRead).toBe(8); // the blank row is skipped
    expect(summary.rowsEstimated).toBe(5);
    expect(summary.rowsByMode).toEqual({ tourism: 3, events: 1, hotels: 1 });
    // car 1400 × 0.00021 + flight 1150 × 0.00015 + boat 20 × 0.0003 + 6 × 12 × 0.002
    expect(summary.byMode.tourism).toBeCloseTo(0.294 + 0.1725 + 0.006 + 0.144, 12);
    expect(summary.byMode.events).toBeCloseTo(200 * 8 * 0.005 + 1000 * 0.0007, 12); // 8.7
    expect(summary.byMode.hotels).toBeCloseTo(30 * 4 * 0.01 + 500 * 0.0005, 12); // 1.45
    expect(summary.totalTonnes).toBeCloseTo(0.6165 + 8.7 + 1.45, 12);
    expect(summary.byMonth.map(({ month, rows }) => [month, rows])).toEqual([
      ['2026-01', 2],
      ['2026-02', 2],
      ['', 1],
    ]);
    expect(summary.byMonth[0]?.tonnes).toBeCloseTo(0.294 + 0.1725, 12);
    expect(summary.byMonth[1]?.tonnes).toBeCloseTo(0.15 + 1.45, 12);
    expect(summary.byMonth[2]?.tonnes).toBeCloseTo(8.7, 12);
    expect(summary.errorCount).toBe(5);
    expect(summary.errors).toEqual([
      { rowNumber: 8, column: 'mode', problem: 'BULK.MODE_UNKNOWN', reference: 'TR-3' },
      { rowNumber: 8, column: 'km', problem: 'ESTIMATOR.KM_REQUIRED', reference: 'TR-3' },
      { rowNumber: 9, column: 'rating', problem: 'ESTIMATOR.RATING_REQUIRED', reference: 'HT-2' },
      { rowNumber: 9, column: 'energy', problem: 'ESTIMATOR.ENERGY_REQUIRED', reference: 'HT-2' },
      { rowNumber: 10, column: 'date', problem: 'BULK.DATE_INVALID', reference: 'TR-4' },
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
    expect(summariseBulkCsv('\n\ntype,km\n')).toEqual({
      ok: true,
      value: {
        rowsRead: 0,
        rowsEstimated: 0,
        rowsByMode: { tourism: 0, events: 0, hotels: 0 },
        byMode: { tourism: 0, events: 0, hotels: 0 },
        byMonth: [],
        totalTonnes: 0,
        errors: [],
        errorCount: 0,
      },
    });
  });

  it(`keeps the first ${BULK_ERRORS_SHOWN} problems by default and counts them all`, () => {
    const rows = Array.from({ length: 150 }, () => 'train,5');
    const result = summariseBulkCsv(['type,km', ...rows].join('\n'));
    if (!result.ok) throw new Error(result.error);
    expect(result.value.errors.length).toBe(100);
    expect(result.value.errorCount).toBe(150);
    expect(result.value.errors[99]?.rowNumber).toBe(101);
    expect(result.value.errors[0]?.reference).toBe('');
  });

  it('hands every estimated row to onRow, with its month and reference', () => {
    const rows: BulkRowResult[] = [];
    summariseBulkCsv(CSV, { onRow: (row) => rows.push(row) });
    expect(
      rows.map(({ rowNumber, mode, month, reference }) => [rowNumber, mode, month, reference]),
    ).toEqual([
      [2, 'tourism', '2026-01', 'TR-1'],
      [3, 'tourism', '2026-01', 'TR-2'],
      [4, 'tourism', '2026-02', 'BT-1'],
      [5, 'events', '', 'EV-1'],
      [7, 'hotels', '2026-02', 'HT-1'],
    ]);
    expect(rows[0]?.tonnes).toBeCloseTo(0.294, 12);
  });
});

describe('estimateBulkCsv', () => {
  it('reports the rows read after each chunk, and gives the one-shot result', async () => {
    const seen: number[] = [];
    const chunks = ['type,mode,km\ntravel,Car,1', '00\ntravel,Car,100\n', 'travel,Car,5'];
    const result = await estimateBulkCsv(chunks, { onProgress: (rows) => seen.push(rows) });
    expect(seen).toEqual([0, 2, 2]);
    expect(result).toEqual(summariseBulkCsv(chunks.join('')));
    expect(result.ok && result.value.rowsRead).toBe(3);
  });

  it('stops at an aborted signal, and at a header without a type column', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(estimateBulkCsv(['type\n'], { signal: controller.signal })).rejects.toThrow();
    const stopped = { aborted: true };
    await expect(estimateBulkCsv(['type\n'], { signal: stopped })).rejects.toThrow(
      'The estimate was stopped.',
    );
    let pulled = 0;
    function* chunks() {
      for (;;) {
        pulled += 1;
        yield 'mode,km\n';
      }
    }
    expect(await estimateBulkCsv(chunks())).toEqual({
      ok: false,
      error: 'BULK.TYPE_COLUMN_MISSING',
    });
    expect(pulled).toBe(1);
  });
});
