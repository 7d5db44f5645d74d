import { countableKm } from './transport-rows.js';

/** A journey the trip calculator offers as a preset: where from and to, and its one-way road distance in kilometres (rounded). */
export type TripPreset = {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  /** One-way road distance, in kilometres (rounded to 10 km). */
  readonly km: number;
};

/** The trip calculator's presets: common Indian road journeys with their approximate one-way distances in kilometres. */
export const TRIP_PRESETS: readonly TripPreset[] = [
  { id: 'mumbai-pune', from: 'Mumbai', to: 'Pune', km: 150 },
  { id: 'delhi-jaipur', from: 'Delhi', to: 'Jaipur', km: 280 },
  { id: 'bengaluru-chennai', from: 'Bengaluru', to: 'Chennai', km: 350 },
  { id: 'delhi-mumbai', from: 'Delhi', to: 'Mumbai', km: 1400 },
];

/** Kilometres travelled on a journey: the one-way distance, twice for a return journey; 0 for a missing or invalid distance. */
export function tripKm(oneWayKm: number | null, returnJourney: boolean): number {
  return countableKm(oneWayKm) * (returnJourney ? 2 : 1);
}
