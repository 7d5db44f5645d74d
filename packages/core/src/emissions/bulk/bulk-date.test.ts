import { describe, expect, it } from 'vitest';
import { bulkMonth, bulkMonthNumber, monthText, UNDATED_MONTH } from './bulk-date.js';

describe('bulkMonth', () => {
  it.each([
    ['2026-03-14', '2026-03'],
    [' 2026-03-14 ', '2026-03'],
    ['2026/03/14', '2026-03'],
    ['2026-03', '2026-03'],
    ['2024-02-29', '2024-02'],
    ['2026-03-14T09:30:00Z', '2026-03'],
    ['2026-03-14 09:30', '2026-03'],
    ['2026-03-14T09:30:00+05:30', '2026-03'],
  ])('reads the ISO date %j as %j', (cell, month) => {
    expect(bulkMonth(cell)).toBe(month);
  });

  it.each([
    ['1', '1900-01'], // serial 1 is 1900-01-01
    ['59', '1900-02'], // 1900-02-28
    ['61', '1900-03'], // 1900-03-01, after the 29 February 1900 that Excel counts
    ['45000', '2023-03'], // 2023-03-15
    ['46096.75', '2026-03'], // 2026-03-14 18:00
    ['2958465', '9999-12'],
  ])('reads the Excel date serial %j as %j', (cell, month) => {
    expect(bulkMonth(cell)).toBe(month);
  });

  it('gives the undated month for an empty cell', () => {
    expect(bulkMonth('')).toBe(UNDATED_MONTH);
    expect(bulkMonth('   ')).toBe(UNDATED_MONTH);
  });

  it.each([
    '14/03/2026',
    '03/14/2026',
    'March 2026',
    '2026-13-01',
    '2026-00',
    '2026-02-30',
    '2023-02-29',
    '2026-03-00',
    '0',
    '2958466',
    '-5',
    'yesterday',
  ])('refuses %j', (cell) => {
    expect(bulkMonth(cell)).toBeNull();
  });
});

describe('bulkMonthNumber and monthText', () => {
  it.each([
    '2026-03-14',
    '2024-02-29',
    '2023-02-29',
    '2026-13-01',
    '2026-1a-01',
    ' 2026-03-14 ',
    '2026-03',
    '45000',
    '',
    '14/03/2026',
  ])('agree with bulkMonth on %j', (cell) => {
    const month = bulkMonth(cell);
    const number = bulkMonthNumber(cell);
    if (month === null) expect(number).toBe(-1);
    else expect(monthText(number)).toBe(month);
  });

  it('encode a month as year × 100 + month, and no date as 0', () => {
    expect(bulkMonthNumber('2026-03-14')).toBe(202603);
    expect(bulkMonthNumber('')).toBe(0);
    expect(monthText(0)).toBe(UNDATED_MONTH);
    expect(monthText(99912)).toBe('0999-12');
  });
});
