import { roundHalfAwayFromZero } from '../pricing/decimal-rounding.js';
import { countableKm, type TransportRow, totalTransportKm } from './transport-rows.js';

// The rupee calculator's company toggle is UI state only: the factor and price below do not change
// with it (spec §2 and §9 give one factor and one price).

/** Rupee calculator (calculator 2): kilometres per tonne CO2, i.e. 1/5120 ≈ 0.000195 tonnes per km (spec §9). */
export const RUPEE_KM_PER_TONNE = 5120;

/** Rupee calculator: offset price, in Indian rupees per tonne CO2 (spec §9). */
export const RUPEE_PRICE_INR_PER_TONNE = 1727.75;

/** Vehicles of the rupee calculator (spec §9). */
export const RUPEE_VEHICLES = ['Car', 'Bus', 'Bike'] as const;

/** A vehicle of the rupee calculator. */
export type RupeeVehicle = (typeof RUPEE_VEHICLES)[number];

/** Fuels of the rupee calculator (spec §9). */
export const RUPEE_FUELS = ['Electric', 'Petrol', 'Diesel'] as const;

/** A fuel of the rupee calculator. */
export type RupeeFuel = (typeof RUPEE_FUELS)[number];

/** A transport row of the rupee calculator: `mode` holds the vehicle; distance in kilometres. */
export type RupeeTransportRow = TransportRow<RupeeVehicle, RupeeFuel>;

/** Tonnes CO2 of a distance in kilometres: km / 5120 (0 for a missing or invalid distance). */
export function rupeeTonnesForKm(km: number): number {
  return countableKm(km) / RUPEE_KM_PER_TONNE;
}

/** Tonnes CO2 of the rupee calculator's rows: Σ km / 5120, the same for personal and company use. */
export function rupeeTransportTonnes(rows: readonly RupeeTransportRow[]): number {
  return totalTransportKm(rows) / RUPEE_KM_PER_TONNE;
}

/** Rupees to offset `tonnes` at ₹1,727.75 per tonne, rounded to the paisa; 0 for invalid tonnes. */
export function rupeeOffsetCostInr(tonnes: number): number {
  if (!Number.isFinite(tonnes) || tonnes <= 0) return 0;
  return roundHalfAwayFromZero(tonnes * RUPEE_PRICE_INR_PER_TONNE, 2);
}
