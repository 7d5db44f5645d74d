import fc from 'fast-check';
import {
  type BoatingLine,
  type EstimatorLine,
  type EventsLine,
  type HotelsLine,
  TOURISM_TRANSPORTS,
  type TourismLine,
} from '../../src/emissions/estimator-line.js';

/** Largest input the arbitraries type, in the field's unit (km, people, hours, metres, energy units). */
export const MAX_INPUT = 1_000_000;

/** A positive, finite input as a user would type it. */
export const positiveInput = (): fc.Arbitrary<number> =>
  fc.double({ min: 1e-3, max: MAX_INPUT, noNaN: true, noDefaultInfinity: true });

/** Any input a field can hold: untyped (null), negative, zero, positive, or not finite. */
export const anyInput = (): fc.Arbitrary<number | null> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(0, -0, Number.NaN, Infinity, -Infinity) },
    { weight: 2, arbitrary: fc.double({ min: -MAX_INPUT, max: -1e-3, noNaN: true }) },
    { weight: 6, arbitrary: positiveInput() },
  );

/** A whole star rating from 1 to 5. */
export const starRating = (): fc.Arbitrary<number> => fc.integer({ min: 1, max: 5 });

/** A place label as the suggestions field might hold it. */
const placeLabel = (): fc.Arbitrary<string> => fc.string({ maxLength: 20 });

/** A tourism line with any inputs. */
export const tourismLine = (): fc.Arbitrary<TourismLine> =>
  fc.record({
    mode: fc.constant('tourism' as const),
    transport: fc.option(fc.constantFrom(...TOURISM_TRANSPORTS), { nil: null }),
    from: placeLabel(),
    to: placeLabel(),
    km: anyInput(),
  });

/** A boating line with any inputs. */
export const boatingLine = (): fc.Arbitrary<BoatingLine> =>
  fc.record({
    mode: fc.constant('boating' as const),
    km: anyInput(),
    passengers: anyInput(),
    length: anyInput(),
  });

/** An events line with any inputs. */
export const eventsLine = (): fc.Arbitrary<EventsLine> =>
  fc.record({
    mode: fc.constant('events' as const),
    attendees: anyInput(),
    hours: anyInput(),
    energy: anyInput(),
  });

/** A hotels line with any inputs (the rating too may be out of range). */
export const hotelsLine = (): fc.Arbitrary<HotelsLine> =>
  fc.record({
    mode: fc.constant('hotels' as const),
    nights: anyInput(),
    rating: fc.oneof(anyInput(), starRating()),
    energy: anyInput(),
  });

/** Any estimator line, complete or not. */
export const estimatorLine = (): fc.Arbitrary<EstimatorLine> =>
  fc.oneof(tourismLine(), boatingLine(), eventsLine(), hotelsLine());

/** A list of estimator lines, possibly empty. */
export const estimatorLines = (): fc.Arbitrary<EstimatorLine[]> =>
  fc.array(estimatorLine(), { maxLength: 12 });

/** An estimator line with every field it needs. */
export const completeEstimatorLine = (): fc.Arbitrary<EstimatorLine> =>
  fc.oneof(
    fc.record({
      mode: fc.constant('tourism' as const),
      transport: fc.constantFrom(...TOURISM_TRANSPORTS),
      from: placeLabel(),
      to: placeLabel(),
      km: positiveInput(),
    }),
    fc.record({
      mode: fc.constant('boating' as const),
      km: positiveInput(),
      passengers: positiveInput(),
      length: positiveInput(),
    }),
    fc.record({
      mode: fc.constant('events' as const),
      attendees: positiveInput(),
      hours: positiveInput(),
      energy: positiveInput(),
    }),
    fc.record({
      mode: fc.constant('hotels' as const),
      nights: positiveInput(),
      rating: starRating(),
      energy: positiveInput(),
    }),
  );

/** Object mother: a complete flight line of 1,000 km. */
export const aFlightLine = (overrides: Partial<TourismLine> = {}): TourismLine => ({
  mode: 'tourism',
  transport: 'Flight',
  from: 'London',
  to: 'Paris',
  km: 1000,
  ...overrides,
});

/** Object mother: a complete boating line (10 km, 4 passengers, 12 m boat). */
export const aBoatingLine = (overrides: Partial<BoatingLine> = {}): BoatingLine => ({
  mode: 'boating',
  km: 10,
  passengers: 4,
  length: 12,
  ...overrides,
});

/** Object mother: a complete events line (100 attendees, 8 hours, 1,000 energy units). */
export const anEventsLine = (overrides: Partial<EventsLine> = {}): EventsLine => ({
  mode: 'events',
  attendees: 100,
  hours: 8,
  energy: 1000,
  ...overrides,
});

/** Object mother: a complete hotels line (2 nights, 3 stars, 100 energy units). */
export const aHotelsLine = (overrides: Partial<HotelsLine> = {}): HotelsLine => ({
  mode: 'hotels',
  nights: 2,
  rating: 3,
  energy: 100,
  ...overrides,
});
