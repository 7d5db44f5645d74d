import type { InvestOutcomeCode, TransportRow } from './transport-rows.js';
import { countableKm, isValidTransportData } from './transport-rows.js';

/** A transport row of a company fleet: mode, fuel, kilometres per vehicle, and how many such vehicles. */
export type FleetRow<Mode extends string = string, Fuel extends string = string> = TransportRow<
  Mode,
  Fuel
> & {
  /** Vehicles of this kind in the fleet, a whole number of at least 1. */
  readonly vehicles: number | null;
};

/** Whether a vehicle count is a whole number of at least 1. */
export function isValidVehicleCount(vehicles: number | null): vehicles is number {
  return vehicles !== null && Number.isSafeInteger(vehicles) && vehicles >= 1;
}

/** Kilometres a fleet travels: Σ km per vehicle × vehicles; a row with an invalid distance or count adds 0. */
export function fleetTransportKm(rows: readonly FleetRow[]): number {
  return rows.reduce(
    (sum, row) =>
      sum + (isValidVehicleCount(row.vehicles) ? countableKm(row.km) * row.vehicles : 0),
    0,
  );
}

/** The invest button's outcome for fleet rows: valid transport data and a whole vehicle count ≥ 1 on every row. */
export function fleetInvestOutcome(rows: readonly FleetRow[]): InvestOutcomeCode {
  return isValidTransportData(rows) && rows.every((row) => isValidVehicleCount(row.vehicles))
    ? 'CALCULATOR.READY_TO_PAY'
    : 'CALCULATOR.INVALID_TRANSPORT';
}
