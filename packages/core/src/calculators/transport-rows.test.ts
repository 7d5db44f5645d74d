import { describe, expect, it } from 'vitest';
import {
  countableKm,
  investOutcome,
  isValidTransportData,
  type TransportRow,
  totalTransportKm,
} from './transport-rows.js';

const row = (overrides: Partial<TransportRow> = {}): TransportRow => ({
  mode: 'Car',
  fuel: 'Diesel',
  km: 120,
  ...overrides,
});

describe('countableKm and totalTransportKm', () => {
  it('count missing, negative and non-finite distances as 0', () => {
    expect(countableKm(42.5)).toBe(42.5);
    for (const km of [null, 0, -3, Number.NaN, Infinity]) expect(countableKm(km)).toBe(0);
  });

  it('add up the rows', () => {
    expect(totalTransportKm([])).toBe(0);
    expect(totalTransportKm([row({ km: 100 }), row({ km: -50 }), row({ km: 20.5 })])).toBe(120.5);
  });
});

describe('isValidTransportData and investOutcome', () => {
  it('need at least one row', () => {
    expect(isValidTransportData([])).toBe(false);
    expect(investOutcome([])).toBe('CALCULATOR.INVALID_TRANSPORT');
  });

  it('accept rows that each have a mode, a fuel and km above 0', () => {
    const rows = [row(), row({ mode: 'Bike', fuel: 'Electric', km: 3.2 })];
    expect(isValidTransportData(rows)).toBe(true);
    expect(investOutcome(rows)).toBe('CALCULATOR.READY_TO_PAY');
  });

  it('reject the rows when any row lacks a mode, a fuel or a positive distance', () => {
    for (const broken of [
      row({ mode: null }),
      row({ mode: '' }),
      row({ fuel: null }),
      row({ fuel: '' }),
      row({ km: null }),
      row({ km: 0 }),
      row({ km: -1 }),
      row({ km: Number.NaN }),
    ]) {
      expect(isValidTransportData([row(), broken])).toBe(false);
      expect(investOutcome([row(), broken])).toBe('CALCULATOR.INVALID_TRANSPORT');
    }
  });
});
