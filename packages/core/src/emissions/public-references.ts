// The published factors docs/methodology.md (§2.4, §3.1) compares the spec's with. Values are
// approximate kg CO2e, rounded to two significant figures; a range spans recent editions.

/** A published emission factor: who publishes it, the edition's year, and its value range in kg CO2e per unit. */
export interface PublicReference {
  /** What the factor covers, e.g. 'Domestic flight, average passenger, with RF'. */
  readonly name: string;
  /** Who publishes it and in which set, e.g. 'UK DESNZ conversion factors'. */
  readonly publisher: string;
  /** The publisher's short name for a compact line, e.g. 'DESNZ'. */
  readonly publisherShort: string;
  /** The edition's year, or null when we compare with recent editions as a whole. */
  readonly year: number | null;
  /** Lowest value, in kg CO2e per `unit`. */
  readonly kgLow: number;
  /** Highest value, in kg CO2e per `unit` (equal to kgLow for a single value). */
  readonly kgHigh: number;
  /** What one unit is, e.g. 'passenger-km', 'room night', 'kWh'. */
  readonly unit: string;
}

const DESNZ = 'UK DESNZ greenhouse gas conversion factors';

function desnz2024(name: string, kgLow: number, kgHigh: number, unit: string): PublicReference {
  return { name, publisher: DESNZ, publisherShort: 'DESNZ', year: 2024, kgLow, kgHigh, unit };
}

/** The public references, by a short name the factor sources use. */
export const PUBLIC_REFERENCES = {
  flightDomesticWithRf: desnz2024(
    'Domestic flight, average passenger, with RF',
    0.23,
    0.27,
    'passenger-km',
  ),
  flightDomesticWithoutRf: desnz2024(
    'Domestic flight, average passenger, without RF',
    0.13,
    0.16,
    'passenger-km',
  ),
  flightShortHaulWithRf: desnz2024(
    'Short-haul flight, economy to average passenger, with RF',
    0.15,
    0.19,
    'passenger-km',
  ),
  flightLongHaulWithRf: desnz2024(
    'Long-haul flight, economy to average passenger, with RF',
    0.15,
    0.26,
    'passenger-km',
  ),
  carAverage: desnz2024('Average car, unknown fuel', 0.17, 0.17, 'vehicle-km'),
  carLarge: desnz2024('Large car, by fuel', 0.21, 0.27, 'vehicle-km'),
  carBatteryElectric: desnz2024('Battery-electric car, UK grid', 0.05, 0.05, 'vehicle-km'),
  ferryAverage: desnz2024('Ferry, average passenger', 0.11, 0.11, 'passenger-km'),
  ferryFoot: desnz2024('Ferry, foot passenger', 0.019, 0.019, 'passenger-km'),
  hotelUk: desnz2024('Hotel stay, UK (from the CHSB index)', 10, 10, 'room night'),
  gridUk: desnz2024('UK electricity, generation', 0.21, 0.21, 'kWh'),
  gridIndia: {
    name: 'Indian grid electricity',
    publisher: 'Central Electricity Authority (India), CO2 Baseline Database',
    publisherShort: 'CEA India',
    year: null,
    kgLow: 0.7,
    kgHigh: 0.7,
    unit: 'kWh',
  },
  busLocal: desnz2024('Local bus, average passenger', 0.1, 0.1, 'passenger-km'),
  railNational: desnz2024('National rail, average passenger', 0.035, 0.035, 'passenger-km'),
} as const satisfies Record<string, PublicReference>;
