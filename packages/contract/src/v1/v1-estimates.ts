import { z } from 'zod';
import { SingleLineText } from '../fields.js';
import { ApiMode, publicId } from './v1-common.js';
import { ESTIMATE_EXAMPLE } from './v1-examples.js';

// The business estimator's modes with the core's rules and spec §9's factors (the site's own).

const Quantity = (what: string, max: number) =>
  z
    .number({ message: `${what} must be a number.` })
    .min(0, { message: `${what} must be 0 or more.` })
    .max(max, { message: `${what} must be at most ${max.toLocaleString('en')}.` });

/** Most kilometres one line may carry (ten trips around the Earth and back). */
const MAX_KM = 1_000_000;

/** A trip by plane, car or boat: kilometres travelled (from/to are labels kept on the line). */
export const V1TripLine = z.object({
  type: z.enum(['flight', 'car', 'boat']),
  km: Quantity('km', MAX_KM),
  from: SingleLineText(120).optional(),
  to: SingleLineText(120).optional(),
});

/** A boating trip: kilometres, people on board and the boat's length in metres. */
export const V1BoatingLine = z.object({
  type: z.literal('boating'),
  km: Quantity('km', MAX_KM),
  passengers: Quantity('passengers', 10_000).int({ message: 'passengers must be a whole number.' }),
  lengthMetres: Quantity('lengthMetres', 500),
});

/** An event: attendees × hours, plus the venue's energy units (kWh). */
export const V1EventLine = z.object({
  type: z.literal('event'),
  attendees: Quantity('attendees', 1_000_000).int({ message: 'attendees must be a whole number.' }),
  hours: Quantity('hours', 10_000),
  energy: Quantity('energy', 100_000_000).default(0),
});

/** A hotel stay: room nights × star rating (1–5), plus energy units (kWh). */
export const V1HotelLine = z.object({
  type: z.literal('hotel'),
  nights: Quantity('nights', 1_000_000).int({ message: 'nights must be a whole number.' }),
  stars: z
    .number({ message: 'stars must be a number.' })
    .int({ message: 'stars must be a whole number from 1 to 5.' })
    .min(1, { message: 'stars must be a whole number from 1 to 5.' })
    .max(5, { message: 'stars must be a whole number from 1 to 5.' }),
  energy: Quantity('energy', 100_000_000).default(0),
});

/** One line of an estimate. */
export const V1EstimateLineInput = z.discriminatedUnion('type', [
  V1TripLine,
  V1BoatingLine,
  V1EventLine,
  V1HotelLine,
]);
/** One line of an estimate. */
export type V1EstimateLineInput = z.infer<typeof V1EstimateLineInput>;

/** Most lines one estimate may hold. */
export const V1_ESTIMATE_LINES_MAX = 100;

/** POST /v1/estimates body. */
export const V1EstimateRequest = z.object({
  lines: z
    .array(V1EstimateLineInput)
    .min(1, { message: 'Send at least one line.' })
    .max(V1_ESTIMATE_LINES_MAX, { message: `Send at most ${V1_ESTIMATE_LINES_MAX} lines.` }),
});
/** POST /v1/estimates body. */
export type V1EstimateRequest = z.infer<typeof V1EstimateRequest>;
/** POST /v1/estimates body as a client sends it (defaults such as `energy: 0` may be left out). */
export type V1EstimateRequestInput = z.input<typeof V1EstimateRequest>;

/** One factor a line's tonnes come from, with where its value comes from. */
export const V1Factor = z.object({
  /** The factor's name in the core (e.g. FLIGHT_TONNES_PER_KM). */
  name: z.string(),
  /** Its value in tonnes CO2 per unit. */
  tonnesPerUnit: z.number(),
  /** What one unit is (e.g. 'km', 'attendee-hour'). */
  unit: z.string(),
  /** The line's numbers it multiplies (km; passengers, metres; …). */
  inputs: z.array(z.number()),
  /** Where the value comes from, in words, and the published reference nearest to it. */
  source: z.string(),
  referenceUrl: z.string().nullable(),
});

/** One estimated line: its inputs back, its tonnes and the factors behind them. */
export const V1EstimateLine = z.object({
  input: V1EstimateLineInput,
  /** Whole grams CO2 (exact). */
  grams: z.number().int().min(0),
  /** Tonnes CO2, to 6 decimals. */
  tonnes: z.number().min(0),
  factors: z.array(V1Factor),
});

/** An estimate, kept so an order can buy it by id. */
export const V1Estimate = z
  .object({
    object: z.literal('estimate'),
    id: publicId('est'),
    mode: ApiMode,
    createdAt: z.string(),
    lines: z.array(V1EstimateLine),
    totalGrams: z.number().int().min(0),
    totalTonnes: z.number().min(0),
    /** Whole tonnes an order by this estimate buys: the total rounded up, at least 1. */
    tonnesToOffset: z.number().int().min(1),
  })
  .meta({ id: 'Estimate', examples: [ESTIMATE_EXAMPLE] });
/** An estimate. */
export type V1Estimate = z.infer<typeof V1Estimate>;

/** GET /v1/estimates/{id} path. */
export const V1EstimateParams = z.object({ id: publicId('est') });
