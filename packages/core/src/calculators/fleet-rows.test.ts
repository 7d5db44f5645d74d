import { describe, expect, it } from 'vitest';
import {
  type FleetRow,
  fleetInvestOutcome,
  fleetTransportKm,
  isValidVehicleCount,
} from './fleet-rows.js';

const row = (overrides: Partial<FleetRow> = {}): FleetRow => ({
  mode: 'Car',
  fuel: 'Diesel',
  km: 20000,
  vehicles: 12,
  ...overrides,
});

describe('fleet rows', () => {
  it('accept whole vehicle counts of at least 1', () => {
    expect(isValidVehicleCount(1)).toBe(true);
    expect(isValidVehicleCount(250)).toBe(true);
    for (const count of [null, 0, -1, 2.5, Number.NaN, Infinity]) {
      expect(isValidVehicleCount(count)).toBe(false);
    }
  });

  it('multiply each row’s kilometres by its vehicles', () => {
    expect(fleetTransportKm([])).toBe(0);
    expect(
      fleetTransportKm([
        row(),
        row({ mode: 'Bus', km: 5120, vehicles: 3 }),
        row({ vehicles: 0 }),
        row({ km: null }),
      ]),
    ).toBe(20000 * 12 + 5120 * 3);
  });

  it('invest only when every row is complete and has a vehicle count', () => {
    expect(fleetInvestOutcome([row(), row({ vehicles: 1 })])).toBe('CALCULATOR.READY_TO_PAY');
    expect(fleetInvestOutcome([])).toBe('CALCULATOR.INVALID_TRANSPORT');
    expect(fleetInvestOutcome([row(), row({ vehicles: null })])).toBe(
      'CALCULATOR.INVALID_TRANSPORT',
    );
    expect(fleetInvestOutcome([row({ fuel: null })])).toBe('CALCULATOR.INVALID_TRANSPORT');
  });
});
