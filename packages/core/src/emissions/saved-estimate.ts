import {
  HOTEL_RATING_MAX_STARS,
  HOTEL_RATING_MIN_STARS,
  TOURISM_TRANSPORTS,
  type TourismTransport,
} from './estimator-line.js';

/** A From or To place as the buyer left it: the text shown and the place id once picked. */
export type SavedPlace = { readonly text: string; readonly id: string | null };

/** A Tourism & Travel line as typed (numbers are the field texts, so a reload shows them unchanged). */
export type SavedTripLine = {
  readonly mode: 'tourism';
  readonly transport: TourismTransport | null;
  readonly from: SavedPlace;
  readonly to: SavedPlace;
  /** Distance text, in kilometres. */
  readonly km: string;
  /** Whether km is the distance service's answer for the picked places. */
  readonly kmFromPlaces: boolean;
  /** Passengers text (Boat only). */
  readonly passengers: string;
  /** Boat length text, in metres (Boat only). */
  readonly length: string;
};

/** An Events & Conferences line as typed. */
export type SavedEventLine = {
  readonly mode: 'events';
  readonly attendees: string;
  /** Duration text, in hours. */
  readonly hours: string;
  readonly energy: string;
};

/** A Hotels & Resorts line as typed; the rating is 1–5 stars or not yet picked. */
export type SavedHotelLine = {
  readonly mode: 'hotels';
  readonly nights: string;
  readonly rating: number | null;
  readonly energy: string;
};

/** One line of a kept estimate. */
export type SavedEstimateLine = SavedTripLine | SavedEventLine | SavedHotelLine;

/** The business estimator's inputs, kept in the address and in local storage to survive a reload. */
export type SavedEstimate = { readonly lines: readonly SavedEstimateLine[] };

/** Most lines a kept estimate holds; longer ones are not restored (they would not fit an address). */
export const SAVED_ESTIMATE_MAX_LINES = 100;

/** Longest place text or place id kept, in characters. */
export const SAVED_PLACE_MAX_CHARS = 200;

/** Longest number field text kept, in characters. */
export const SAVED_NUMBER_MAX_CHARS = 32;

// What a number field can hold: digits, sign, decimal separators and an exponent.
const NUMBER_TEXT = /^[-+0-9.,eE ]*$/;

const isNumberText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SAVED_NUMBER_MAX_CHARS && NUMBER_TEXT.test(value);

const isPlaceText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SAVED_PLACE_MAX_CHARS;

const isPlaceId = (value: unknown): value is string | null =>
  value === null || (isPlaceText(value) && value !== '');

const isTransport = (value: unknown): value is TourismTransport | null =>
  value === null || TOURISM_TRANSPORTS.some((transport) => transport === value);

const isRating = (value: unknown): value is number | null =>
  value === null ||
  (Number.isInteger(value) &&
    (value as number) >= HOTEL_RATING_MIN_STARS &&
    (value as number) <= HOTEL_RATING_MAX_STARS);

/** The compact wire row of a line (version 1): a mode letter, then its fields in a fixed order. */
export type SavedLineRow = readonly unknown[];

/** The version-1 row of a line: ['t', transport, from, fromId, to, toId, km, 0|1, passengers, length], ['e', …], ['h', …]. */
export function savedLineToRow(line: SavedEstimateLine): SavedLineRow {
  switch (line.mode) {
    case 'tourism':
      return [
        't',
        line.transport,
        line.from.text,
        line.from.id,
        line.to.text,
        line.to.id,
        line.km,
        line.kmFromPlaces ? 1 : 0,
        line.passengers,
        line.length,
      ];
    case 'events':
      return ['e', line.attendees, line.hours, line.energy];
    case 'hotels':
      return ['h', line.nights, line.rating, line.energy];
  }
}

/** The line of a version-1 row, or null when the row is not exactly a valid line. */
export function savedLineFromRow(row: unknown): SavedEstimateLine | null {
  if (!Array.isArray(row)) return null;
  const [kind, ...fields] = row as unknown[];
  if (kind === 't' && fields.length === 9) {
    const [transport, fromText, fromId, toText, toId, km, fromPlaces, passengers, length] = fields;
    if (
      !isTransport(transport) ||
      !isPlaceText(fromText) ||
      !isPlaceId(fromId) ||
      !isPlaceText(toText) ||
      !isPlaceId(toId) ||
      !isNumberText(km) ||
      (fromPlaces !== 0 && fromPlaces !== 1) ||
      !isNumberText(passengers) ||
      !isNumberText(length)
    )
      return null;
    return {
      mode: 'tourism',
      transport,
      from: { text: fromText, id: fromId },
      to: { text: toText, id: toId },
      km,
      kmFromPlaces: fromPlaces === 1,
      passengers,
      length,
    };
  }
  if (kind === 'e' && fields.length === 3) {
    const [attendees, hours, energy] = fields;
    if (!isNumberText(attendees) || !isNumberText(hours) || !isNumberText(energy)) return null;
    return { mode: 'events', attendees, hours, energy };
  }
  if (kind === 'h' && fields.length === 3) {
    const [nights, rating, energy] = fields;
    if (!isNumberText(nights) || !isRating(rating) || !isNumberText(energy)) return null;
    return { mode: 'hotels', nights, rating, energy };
  }
  return null;
}
