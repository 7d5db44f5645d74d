import { roundHalfAwayFromZero } from '../pricing/decimal-rounding.js';
import { countableKm, type TransportRow, totalTransportKm } from './transport-rows.js';

/** Personal calculator 1: tonnes CO2 per kilometre, whatever the mode or fuel (spec §9). */
export const PERSONAL_TONNES_PER_KM = 0.000195;

/** Personal calculator 1: offset price, in US dollars per tonne CO2 (spec §9). */
export const PERSONAL_PRICE_USD_PER_TONNE = 18;

/** Transport modes of personal calculator 1 (spec §9). */
export const PERSONAL_TRANSPORT_MODES = ['Car', 'Bus', 'Train', 'Bike'] as const;

/** A transport mode of personal calculator 1. */
export type PersonalTransportMode = (typeof PERSONAL_TRANSPORT_MODES)[number];

/** Fuels of personal calculator 1 (spec §9). */
export const PERSONAL_FUELS = ['Electric', 'Gasoline', 'Diesel'] as const;

/** A fuel of personal calculator 1. */
export type PersonalFuel = (typeof PERSONAL_FUELS)[number];

/** A transport row of personal calculator 1 (distance in kilometres). */
export type PersonalTransportRow = TransportRow<PersonalTransportMode, PersonalFuel>;

/** Tonnes CO2 of a distance in kilometres at calculator 1's factor (0 for a missing or invalid distance). */
export function personalTonnesForKm(km: number): number {
  return countableKm(km) * PERSONAL_TONNES_PER_KM;
}

/** Tonnes CO2 of calculator 1's rows: Σ km × PERSONAL_TONNES_PER_KM. */
export function personalTransportTonnes(rows: readonly PersonalTransportRow[]): number {
  return totalTransportKm(rows) * PERSONAL_TONNES_PER_KM;
}

/** Dollars to offset `tonnes` at `priceUsdPerTonne` ($18 by default), rounded to the cent; 0 for invalid tonnes. */
export function personalOffsetCostUsd(
  tonnes: number,
  priceUsdPerTonne: number = PERSONAL_PRICE_USD_PER_TONNE,
): number {
  if (!Number.isFinite(tonnes) || tonnes <= 0) return 0;
  return roundHalfAwayFromZero(tonnes * priceUsdPerTonne, 2);
}

/** A preset distance of calculator 1: its kilometres, the tonnes the spec states for it, and km × factor. */
export type PersonalDistancePreset = {
  /** Preset distance, in kilometres. */
  readonly km: number;
  /** Tonnes CO2 the spec states for this preset, kept as its record and not shown: it contradicts the factor (docs/methodology.md §3.1). */
  readonly statedTonnes: number;
  /** Tonnes CO2 that km × PERSONAL_TONNES_PER_KM gives: what the page shows for the preset. */
  readonly computedTonnes: number;
};

function distancePreset(km: number, statedTonnes: number): PersonalDistancePreset {
  return { km, statedTonnes, computedTonnes: personalTonnesForKm(km) };
}

/** Calculator 1's presets, 6,000 / 12,000 / 24,000 km, with the spec's stated tonnes (0.021 / 0.042 / 0.084) kept as given. */
export const PERSONAL_DISTANCE_PRESETS: readonly PersonalDistancePreset[] = [
  distancePreset(6000, 0.021),
  distancePreset(12000, 0.042),
  distancePreset(24000, 0.084),
];

/** A donation of calculator 1, in US dollars. */
export type PersonalDonation = {
  /** Donation, in US dollars. */
  readonly amountUsd: number;
  /** What the donation pays for. */
  readonly label: string;
  /** Always false: the spec says donations are not tax-deductible. */
  readonly taxDeductible: boolean;
};

/** What each donation is described as (spec §9). */
export const PERSONAL_DONATION_LABEL = 'contribution to 1 biogas installation';

/** Calculator 1's donations: $6, $12, $24, none tax-deductible (spec §9). */
export const PERSONAL_DONATIONS: readonly PersonalDonation[] = [6, 12, 24].map((amountUsd) => ({
  amountUsd,
  label: PERSONAL_DONATION_LABEL,
  taxDeductible: false,
}));

/** A project listed by calculator 1, with its price in US dollars per tonne CO2. */
export type PersonalListedProject = {
  readonly id: string;
  readonly name: string;
  /** Price, in US dollars per tonne CO2. */
  readonly priceUsdPerTonne: number;
};

/**
 * Projects listed by calculator 1 (spec §9), kept as its record: none is in the catalogue, so none
 * can be bought; the calculators offer the catalogue's projects instead (issue 18 item 2).
 */
export const PERSONAL_LISTED_PROJECTS: readonly PersonalListedProject[] = [
  { id: 'biogas-kenya', name: 'Biogas in Kenya', priceUsdPerTonne: 18 },
  { id: 'solar-schools-india', name: 'Solar for schools in India', priceUsdPerTonne: 18 },
  { id: 'reforestation-brazil', name: 'Reforestation in Brazil', priceUsdPerTonne: 20 },
];
