/** Means of transport a Tourism & Travel line can select (spec §2). */
export const TOURISM_TRANSPORTS = ['Flight', 'Boat', 'Car'] as const;

/** A means of transport of a Tourism & Travel line. */
export type TourismTransport = (typeof TOURISM_TRANSPORTS)[number];

/** A trip: transport, From/To place labels and the distance in kilometres (null until chosen or typed). */
export type TourismLine = {
  readonly mode: 'tourism';
  readonly transport: TourismTransport | null;
  readonly from: string;
  readonly to: string;
  /** Distance travelled, in kilometres. */
  readonly km: number | null;
};

/** The boating variant of travel: distance in kilometres, passengers, and boat length in metres. */
export type BoatingLine = {
  readonly mode: 'boating';
  /** Distance sailed, in kilometres. */
  readonly km: number | null;
  /** People on board, a count. */
  readonly passengers: number | null;
  /** Length of the boat, in metres. */
  readonly length: number | null;
};

/** An event: attendees, duration in hours and venue energy units. */
export type EventsLine = {
  readonly mode: 'events';
  /** People attending, a count. */
  readonly attendees: number | null;
  /** Duration of the event, in hours. */
  readonly hours: number | null;
  /** Venue energy use, in the spec's unnamed 'energy units' (read as kWh in docs/methodology.md). */
  readonly energy: number | null;
};

/** Lowest hotel rating, in stars. */
export const HOTEL_RATING_MIN_STARS = 1;

/** Highest hotel rating, in stars. */
export const HOTEL_RATING_MAX_STARS = 5;

/** A hotel stay: room nights, star rating (1–5) and energy units. */
export type HotelsLine = {
  readonly mode: 'hotels';
  /** Room nights, a count. */
  readonly nights: number | null;
  /** Hotel class in stars, 1 to 5. */
  readonly rating: number | null;
  /** Hotel energy use, in the spec's unnamed 'energy units'. */
  readonly energy: number | null;
};

/** One line of the business estimator; its numbers are null while the user has not typed them. */
export type EstimatorLine = TourismLine | BoatingLine | EventsLine | HotelsLine;

/** The kind of an estimator line: 'tourism', 'boating', 'events' or 'hotels'. */
export type EstimatorLineKind = EstimatorLine['mode'];

/** The estimator line of a given kind. */
export type EstimatorLineOfKind<K extends EstimatorLineKind> = Extract<EstimatorLine, { mode: K }>;

/** The three estimator modes shown to users, with their labels (spec §2); boating lines count under Tourism & Travel. */
export const ESTIMATOR_MODES = [
  { id: 'tourism', label: 'Tourism & Travel' },
  { id: 'events', label: 'Events & Conferences' },
  { id: 'hotels', label: 'Hotels & Resorts' },
] as const;

/** One of the three estimator modes shown to users. */
export type EstimatorMode = (typeof ESTIMATOR_MODES)[number]['id'];

/** The user-facing mode a line counts under: boating lines count as Tourism & Travel. */
export function estimatorModeOf(line: EstimatorLine): EstimatorMode {
  return line.mode === 'boating' ? 'tourism' : line.mode;
}

const EMPTY_LINES: { readonly [K in EstimatorLineKind]: EstimatorLineOfKind<K> } = {
  tourism: { mode: 'tourism', transport: null, from: '', to: '', km: null },
  boating: { mode: 'boating', km: null, passengers: null, length: null },
  events: { mode: 'events', attendees: null, hours: null, energy: null },
  hotels: { mode: 'hotels', nights: null, rating: null, energy: null },
};

/** A new line of the given kind with nothing filled in yet (what 'add a mode' creates). */
export function emptyEstimatorLine<K extends EstimatorLineKind>(kind: K): EstimatorLineOfKind<K> {
  return { ...EMPTY_LINES[kind] };
}
