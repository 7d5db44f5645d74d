import { GRAMS_PER_TONNE, gramsToTonnes } from '../emissions/emission-grams.js';
import { estimateLineGrams } from '../emissions/estimate-line.js';
import type { EstimatorLine } from '../emissions/estimator-line.js';
import { factorSource } from '../emissions/factor-sources.js';
import { lineFactorTerms } from '../emissions/line-factor-terms.js';
import { referenceUrlOf } from './factor-reference-url.js';

// The public API's estimate lines are the business estimator's lines under other names: each is
// mapped to the core's EstimatorLine and counted by the same rules and factors as the site, so an
// API estimate and the site's estimator never disagree by a gram.

/** A trip (flight, car, boat) of the public API: kilometres travelled; from/to are labels. */
export interface ApiTripLine {
  readonly type: 'flight' | 'car' | 'boat';
  readonly km: number;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** A boating trip: kilometres, people on board and the boat's length in metres. */
export interface ApiBoatingLine {
  readonly type: 'boating';
  readonly km: number;
  readonly passengers: number;
  readonly lengthMetres: number;
}

/** An event: attendees × hours, plus venue energy units (kWh). */
export interface ApiEventLine {
  readonly type: 'event';
  readonly attendees: number;
  readonly hours: number;
  readonly energy: number;
}

/** A hotel stay: room nights × stars (1–5), plus energy units (kWh). */
export interface ApiHotelLine {
  readonly type: 'hotel';
  readonly nights: number;
  readonly stars: number;
  readonly energy: number;
}

/** One line of a public API estimate. */
export type ApiEstimateLineInput = ApiTripLine | ApiBoatingLine | ApiEventLine | ApiHotelLine;

/** One factor behind a line's tonnes, with where its value comes from. */
export interface ApiEstimateFactor {
  /** The factor's constant in core, e.g. 'FLIGHT_TONNES_PER_KM'. */
  readonly name: string;
  /** Tonnes CO2 per unit. */
  readonly tonnesPerUnit: number;
  /** What one unit is, e.g. 'km', 'attendee-hour'. */
  readonly unit: string;
  /** The line's numbers the factor multiplies. */
  readonly inputs: readonly number[];
  /** Where the value comes from, and the published reference nearest to it. */
  readonly source: string;
  /** The nearest published reference's page; null when none measures the same thing. */
  readonly referenceUrl: string | null;
}

/** One estimated line: whole grams, tonnes and its factors. */
export interface ApiEstimatedLine {
  /** Whole grams CO2. */
  readonly grams: number;
  /** Tonnes CO2 (whole grams, so at most 6 decimals). */
  readonly tonnes: number;
  readonly factors: readonly ApiEstimateFactor[];
}

/** An estimate's figures: per line and in total. */
export interface ApiEstimateFigures {
  readonly lines: readonly ApiEstimatedLine[];
  /** Whole grams CO2 of every line together. */
  readonly totalGrams: number;
  readonly totalTonnes: number;
  /** Whole tonnes an order by this estimate buys: the total rounded up, at least 1. */
  readonly tonnesToOffset: number;
}

const TRANSPORTS = { flight: 'Flight', car: 'Car', boat: 'Boat' } as const;

/** The business estimator's line for a public API line (flight/car/boat → a tourism trip). */
export function apiEstimatorLine(line: ApiEstimateLineInput): EstimatorLine {
  switch (line.type) {
    case 'flight':
    case 'car':
    case 'boat':
      return {
        mode: 'tourism',
        transport: TRANSPORTS[line.type],
        from: line.from ?? '',
        to: line.to ?? '',
        km: line.km,
      };
    case 'boating':
      return {
        mode: 'boating',
        km: line.km,
        passengers: line.passengers,
        length: line.lengthMetres,
      };
    case 'event':
      return { mode: 'events', attendees: line.attendees, hours: line.hours, energy: line.energy };
    case 'hotel':
      return { mode: 'hotels', nights: line.nights, rating: line.stars, energy: line.energy };
  }
}

/** Whole tonnes to buy for an estimate of `totalGrams` grams: rounded up, at least 1. */
export function tonnesToOffset(totalGrams: number): number {
  return Math.max(1, Math.ceil(totalGrams / GRAMS_PER_TONNE));
}

function factorsOf(line: EstimatorLine): ApiEstimateFactor[] {
  return lineFactorTerms(line).map((term) => {
    const source = factorSource(term.constant);
    if (!source) throw new Error(`factor ${term.constant} has no source record`);
    const nearest = source.comparisons[0]?.reference;
    return {
      name: term.constant,
      tonnesPerUnit: source.value,
      unit: source.inputUnit,
      inputs: [...term.inputs],
      source: nearest
        ? `${source.source}. Nearest published reference: ${nearest.name} (${nearest.publisher}${nearest.year === null ? '' : `, ${nearest.year}`}).`
        : `${source.source}.`,
      referenceUrl: nearest ? referenceUrlOf(nearest) : null,
    };
  });
}

/** Estimates public API lines with the site's estimator: grams, tonnes and factors per line, and totals. */
export function estimateApiLines(lines: readonly ApiEstimateLineInput[]): ApiEstimateFigures {
  const estimated = lines.map((input) => {
    const line = apiEstimatorLine(input);
    const grams = estimateLineGrams(line);
    return { grams, tonnes: gramsToTonnes(grams), factors: factorsOf(line) };
  });
  const totalGrams = estimated.reduce((sum, line) => sum + line.grams, 0);
  return {
    lines: estimated,
    totalGrams,
    totalTonnes: gramsToTonnes(totalGrams),
    tonnesToOffset: tonnesToOffset(totalGrams),
  };
}
