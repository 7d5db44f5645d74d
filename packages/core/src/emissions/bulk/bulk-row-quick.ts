import { parseNumberInput } from '../../validation/input-values.js';
import { boatingTonnes, eventTonnes, hotelTonnes, tourismTonnes } from '../estimate-line.js';
import {
  type EstimatorMode,
  HOTEL_RATING_MAX_STARS,
  HOTEL_RATING_MIN_STARS,
  type TourismTransport,
} from '../estimator-line.js';
import type { BulkHeader } from './bulk-columns.js';
import { type BulkRowType, bulkRowType, tourismTransport } from './bulk-row.js';

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const DOT = 46;
const PLUS = 43;

// Up to 15 significant digits and 10^22, digits ÷ 10^decimals is exactly what Number() gives: both
// numbers are exact doubles, and one IEEE division rounds correctly (Clinger's fast path).
const MAX_FAST_DIGITS = 15;
const POWERS_OF_TEN = Array.from({ length: MAX_FAST_DIGITS + 1 }, (_, power) => 10 ** power);

/** The value of a cell of digits with at most one '.', or -1 when it is not that simple. */
function plainDecimal(cell: string): number {
  let digits = 0;
  let count = 0;
  let dot = -1;
  for (let index = 0; index < cell.length; index += 1) {
    const code = cell.charCodeAt(index);
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
  return dot === -1 ? digits : digits / (POWERS_OF_TEN[cell.length - 1 - dot] as number);
}

/**
 * The number of a cell when it is a plain decimal above 0, else NaN: parseNumberInput's rule,
 * read without a regular expression for the cells that start with a digit, '.' or '+'.
 */
function positiveNumber(cell: string | undefined): number {
  if (cell === undefined || cell === '') return Number.NaN;
  const simple = plainDecimal(cell);
  if (simple > 0) return simple;
  if (simple === 0) return Number.NaN;
  const first = cell.charCodeAt(0);
  if ((first >= DIGIT_0 && first <= DIGIT_9) || first === DOT || first === PLUS) {
    // Number() also reads 0x1f, 0o7 and 0b1, which a number input would not: leave them to the rule.
    const second = cell.charCodeAt(1) | 0x20;
    if (first !== DIGIT_0 || (second !== 0x78 && second !== 0x6f && second !== 0x62)) {
      const value = Number(cell);
      return value > 0 && value < Number.POSITIVE_INFINITY ? value : Number.NaN;
    }
  }
  const value = parseNumberInput(cell);
  return value !== null && value > 0 ? value : Number.NaN;
}

// The spellings files nearly always use are matched as written (no trimming or lower-casing,
// which make a new string per row); any other spelling takes the full rule.
function rowTypeOf(cell: string): BulkRowType | null {
  switch (cell) {
    case 'travel':
    case 'Travel':
    case 'TRAVEL':
      return 'travel';
    case 'event':
    case 'Event':
    case 'EVENT':
      return 'event';
    case 'hotel':
    case 'Hotel':
    case 'HOTEL':
      return 'hotel';
    case 'boat':
    case 'Boat':
    case 'BOAT':
      return 'boat';
    default:
      return bulkRowType(cell);
  }
}

function transportOf(cell: string): TourismTransport | null {
  switch (cell) {
    case 'Flight':
    case 'flight':
    case 'FLIGHT':
      return 'Flight';
    case 'Car':
    case 'car':
    case 'CAR':
      return 'Car';
    case 'Boat':
    case 'boat':
    case 'BOAT':
      return 'Boat';
    default:
      return tourismTransport(cell);
  }
}

/** A cell by header position ('' when the file lacks the column or the row is short). */
function cellAt(cells: readonly string[], index: number | undefined): string {
  return index === undefined ? '' : (cells[index] ?? '');
}

/** Where quickBulkEstimate writes a row's estimate (one object reused for every row). */
export interface QuickRowEstimate {
  mode: EstimatorMode;
  tonnes: number;
}

/**
 * Estimates a row whose cells are all plainly valid into `into` and says true, else false. This is
 * the fast way through a large file (no line object, no trimming); a false sends the row to
 * bulkRowToLine, which names every problem. It never accepts a row that bulkRowToLine refuses, and
 * gives the tonnes estimateLineTonnes gives (a property test holds it to both).
 */
export function quickBulkEstimate(
  header: BulkHeader,
  cells: readonly string[],
  into: QuickRowEstimate,
): boolean {
  const typeCell = cellAt(cells, header.type);
  switch (rowTypeOf(typeCell)) {
    case 'travel': {
      const modeCell = cellAt(cells, header.mode);
      const transport = transportOf(modeCell);
      const km = positiveNumber(cellAt(cells, header.km));
      if (transport === null || !(km > 0)) return false;
      into.mode = 'tourism';
      into.tonnes = tourismTonnes(transport, km);
      return true;
    }
    case 'boat': {
      const km = positiveNumber(cellAt(cells, header.km));
      const passengers = positiveNumber(cellAt(cells, header.passengers));
      const length = positiveNumber(cellAt(cells, header.length));
      if (!(km > 0 && passengers > 0 && length > 0)) return false;
      into.mode = 'tourism';
      into.tonnes = boatingTonnes(km, passengers, length);
      return true;
    }
    case 'event': {
      const attendees = positiveNumber(cellAt(cells, header.attendees));
      const hours = positiveNumber(cellAt(cells, header.hours));
      const energy = positiveNumber(cellAt(cells, header.energy));
      if (!(attendees > 0 && hours > 0 && energy > 0)) return false;
      into.mode = 'events';
      into.tonnes = eventTonnes(attendees, hours, energy);
      return true;
    }
    case 'hotel': {
      const nights = positiveNumber(cellAt(cells, header.nights));
      const rating = positiveNumber(cellAt(cells, header.rating));
      const energy = positiveNumber(cellAt(cells, header.energy));
      const stars =
        Number.isInteger(rating) &&
        rating >= HOTEL_RATING_MIN_STARS &&
        rating <= HOTEL_RATING_MAX_STARS;
      if (!(nights > 0 && stars && energy > 0)) return false;
      into.mode = 'hotels';
      into.tonnes = hotelTonnes(nights, rating, energy);
      return true;
    }
    default:
      return false;
  }
}
