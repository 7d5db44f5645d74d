import { parseNumberInput } from '../../validation/input-values.js';
import { boatingGrams, eventGrams, hotelGrams, tourismGrams } from '../estimate-line.js';
import {
  type EstimatorMode,
  HOTEL_RATING_MAX_STARS,
  HOTEL_RATING_MIN_STARS,
  type TourismTransport,
} from '../estimator-line.js';
import type { BulkColumn, BulkHeader } from './bulk-columns.js';
import { type BulkRowType, bulkRowType, tourismTransport } from './bulk-row.js';

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const DOT = 46;
const PLUS = 43;
const LOWER_CASE_BIT = 0x20;

// Up to 15 significant digits and 10^22, digits ÷ 10^decimals is exactly what Number() gives: both
// numbers are exact doubles, and one IEEE division rounds correctly (Clinger's fast path).
const MAX_FAST_DIGITS = 15;
const POWERS_OF_TEN = Array.from({ length: MAX_FAST_DIGITS + 1 }, (_, power) => 10 ** power);

/** The value of text[start, end) when it is digits with at most one '.', or -1 when it is not that simple. */
function plainDecimal(text: string, start: number, end: number): number {
  let digits = 0;
  let count = 0;
  let dot = -1;
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= DIGIT_0 && code <= DIGIT_9) {
      digits = digits * 10 + (code - DIGIT_0);
      count += 1;
    } else if (code === DOT && dot === -1) {
      dot = index;
    } else {
      return -1;
    }
  }
  if (count === 0 || count > MAX_FAST_DIGITS) return -1;
  return dot === -1 ? digits : digits / (POWERS_OF_TEN[end - 1 - dot] as number);
}

/**
 * The number of the cell text[start, end) when it is a plain decimal above 0, 0 when the cell is
 * empty, else NaN: parseNumberInput's rule, read without a string or a regular expression for plain
 * digits. (0 tells an empty cell from a written one, which matters for a Boat trip's passengers.)
 */
export function positiveNumberIn(text: string, start: number, end: number): number {
  if (start === end) return 0;
  const simple = plainDecimal(text, start, end);
  if (simple > 0) return simple;
  if (simple === 0) return Number.NaN;
  const cell = text.slice(start, end);
  const first = cell.charCodeAt(0);
  if ((first >= DIGIT_0 && first <= DIGIT_9) || first === DOT || first === PLUS) {
    // Number() also reads 0x1f, 0o7 and 0b1, which a number input would not: leave them to the rule.
    const second = cell.charCodeAt(1) | LOWER_CASE_BIT;
    if (first !== DIGIT_0 || (second !== 0x78 && second !== 0x6f && second !== 0x62)) {
      const value = Number(cell);
      return value > 0 && value < Number.POSITIVE_INFINITY ? value : Number.NaN;
    }
  }
  const value = parseNumberInput(cell);
  return value !== null && value > 0 ? value : Number.NaN;
}

/** Whether text[start, end) is `word` (lower-case letters) in any case. */
function spells(text: string, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let index = 0; index < word.length; index += 1) {
    // Setting the lower-case bit maps only A–Z onto a–z, the letters a word is made of.
    if ((text.charCodeAt(start + index) | LOWER_CASE_BIT) !== word.charCodeAt(index)) return false;
  }
  return true;
}

/**
 * The row type the cell text[start, end) names, or null: the four names in any case are read in
 * place; anything else (spaces, the estimator's aliases) takes bulkRowType's full rule.
 */
export function rowTypeIn(text: string, start: number, end: number): BulkRowType | null {
  if (spells(text, start, end, 'travel')) return 'travel';
  if (spells(text, start, end, 'event')) return 'event';
  if (spells(text, start, end, 'hotel')) return 'hotel';
  if (spells(text, start, end, 'boat')) return 'boat';
  return start === end ? null : bulkRowType(text.slice(start, end));
}

/** The transport the cell text[start, end) names, or null: tourismTransport's rule, read in place. */
export function transportIn(text: string, start: number, end: number): TourismTransport | null {
  if (spells(text, start, end, 'flight')) return 'Flight';
  if (spells(text, start, end, 'car')) return 'Car';
  if (spells(text, start, end, 'boat')) return 'Boat';
  return start === end ? null : tourismTransport(text.slice(start, end));
}

/** The number columns of a row's estimate, in the order of QuickRowEstimate.numbers. */
export const QUICK_NUMBER_COLUMNS = [
  'km',
  'attendees',
  'hours',
  'energy',
  'nights',
  'rating',
  'passengers',
  'length',
] as const satisfies readonly BulkColumn[];

const KM = 0;
const ATTENDEES = 1;
const HOURS = 2;
const ENERGY = 3;
const NIGHTS = 4;
const RATING = 5;
const PASSENGERS = 6;
const LENGTH = 7;

/**
 * One row's quick estimate, reused for every row (no object made per row): the reader writes the
 * row's numbers (positiveNumberIn: 0 when empty or absent, NaN when not plainly valid), quickEstimate writes the
 * activity and the whole grams.
 */
export interface QuickRowEstimate {
  mode: EstimatorMode;
  grams: number;
  readonly numbers: Float64Array;
}

/** A QuickRowEstimate with every number absent (0). */
export function newQuickRowEstimate(): QuickRowEstimate {
  return {
    mode: 'tourism',
    grams: 0,
    // A column the file lacks reads as an empty cell.
    numbers: new Float64Array(QUICK_NUMBER_COLUMNS.length),
  };
}

/**
 * Estimates a row of the given type from the numbers in `into` and says true when every value the
 * type needs is plainly valid, else false (the row then takes bulkRowToLine, which names every
 * problem). It never accepts a row that bulkRowToLine refuses, and gives the grams
 * estimateLineGrams gives (a property test holds it to both).
 */
export function quickEstimate(
  type: BulkRowType | null,
  transport: TourismTransport | null,
  into: QuickRowEstimate,
): boolean {
  const numbers = into.numbers;
  switch (type) {
    case 'travel': {
      const km = numbers[KM] as number;
      if (transport === null || !(km > 0)) return false;
      into.mode = 'tourism';
      if (transport !== 'Boat') {
        into.grams = tourismGrams(transport, km);
        return true;
      }
      // tripLine's rule: a Boat trip with neither passengers nor length written is priced per km.
      const passengers = numbers[PASSENGERS] as number;
      const length = numbers[LENGTH] as number;
      if (passengers === 0 && length === 0) into.grams = tourismGrams(transport, km);
      else if (passengers > 0 && length > 0) into.grams = boatingGrams(km, passengers, length);
      else return false;
      return true;
    }
    case 'boat': {
      const km = numbers[KM] as number;
      const passengers = numbers[PASSENGERS] as number;
      const length = numbers[LENGTH] as number;
      if (!(km > 0 && passengers > 0 && length > 0)) return false;
      into.mode = 'tourism';
      into.grams = boatingGrams(km, passengers, length);
      return true;
    }
    case 'event': {
      const attendees = numbers[ATTENDEES] as number;
      const hours = numbers[HOURS] as number;
      const energy = numbers[ENERGY] as number;
      if (!(attendees > 0 && hours > 0 && energy > 0)) return false;
      into.mode = 'events';
      into.grams = eventGrams(attendees, hours, energy);
      return true;
    }
    case 'hotel': {
      const nights = numbers[NIGHTS] as number;
      const rating = numbers[RATING] as number;
      const energy = numbers[ENERGY] as number;
      const stars =
        Number.isInteger(rating) &&
        rating >= HOTEL_RATING_MIN_STARS &&
        rating <= HOTEL_RATING_MAX_STARS;
      if (!(nights > 0 && stars && energy > 0)) return false;
      into.mode = 'hotels';
      into.grams = hotelGrams(nights, rating, energy);
      return true;
    }
    default:
      return false;
  }
}

/** A cell by header position ('' when the file lacks the column or the row is short). */
function cellAt(cells: readonly string[], index: number | undefined): string {
  return index === undefined ? '' : (cells[index] ?? '');
}

/** quickEstimate of a row given as cells (the xlsx reader's rows, and the CSV reader's odd lines). */
export function quickBulkEstimate(
  header: BulkHeader,
  cells: readonly string[],
  into: QuickRowEstimate,
): boolean {
  const numbers = into.numbers;
  for (let slot = 0; slot < QUICK_NUMBER_COLUMNS.length; slot += 1) {
    const cell = cellAt(cells, header[QUICK_NUMBER_COLUMNS[slot] as BulkColumn]);
    numbers[slot] = positiveNumberIn(cell, 0, cell.length);
  }
  const type = cellAt(cells, header.type);
  const mode = cellAt(cells, header.mode);
  return quickEstimate(rowTypeIn(type, 0, type.length), transportIn(mode, 0, mode.length), into);
}
