import type { MessageCode } from '../../messages/catalogue.js';
import { err, ok, type Result } from '../../shared/result.js';
import {
  type EstimatorLineField,
  validateEstimatorLine,
} from '../../validation/estimator-line.validator.js';
import { parseNumberInput } from '../../validation/input-values.js';
import {
  type EstimatorLine,
  TOURISM_TRANSPORTS,
  type TourismTransport,
} from '../estimator-line.js';
import { tripLine } from '../trip-line.js';
import type { BulkColumn } from './bulk-columns.js';

/** The row types of a detailed-estimate file, as the template spells them. */
export const BULK_ROW_TYPES = ['travel', 'event', 'hotel', 'boat'] as const;

/** A row type of a detailed-estimate file. */
export type BulkRowType = (typeof BULK_ROW_TYPES)[number];

/** What is wrong with one cell: an estimator message code, or an unknown type or travel mode. */
export type BulkRowProblem =
  | Extract<MessageCode, `ESTIMATOR.${string}`>
  | 'BULK.TYPE_UNKNOWN'
  | 'BULK.MODE_UNKNOWN'
  | 'BULK.DATE_INVALID';

/** One problem of a row: the column it is in and what is wrong. */
export interface BulkRowIssue {
  readonly column: BulkColumn;
  readonly problem: BulkRowProblem;
}

// The estimator's own names are accepted too, so a file exported from the quick estimator reads as written.
const TYPE_ALIASES: Readonly<Record<string, BulkRowType>> = {
  travel: 'travel',
  tourism: 'travel',
  event: 'event',
  events: 'event',
  hotel: 'hotel',
  hotels: 'hotel',
  boat: 'boat',
  boating: 'boat',
};

/** The row type a cell names (trimmed, any case, the estimator's names accepted), or null. */
export function bulkRowType(cell: string): BulkRowType | null {
  const name = cell.trim().toLowerCase();
  return Object.hasOwn(TYPE_ALIASES, name) ? (TYPE_ALIASES[name] as BulkRowType) : null;
}

/** The transport a mode cell names (trimmed, any case), or null. */
export function tourismTransport(cell: string): TourismTransport | null {
  const name = cell.trim().toLowerCase();
  return TOURISM_TRANSPORTS.find((transport) => transport.toLowerCase() === name) ?? null;
}

// The validator calls a travel line's transport 'transport'; the file calls that column 'mode'.
function columnOf(field: EstimatorLineField): BulkColumn {
  return field === 'transport' ? 'mode' : field;
}

/**
 * The estimator line a file row stands for, or every problem of its cells. `cell` gives a column's
 * trimmed text. travel rows need mode (Flight, Car or Boat) and km, and a Boat travel row with
 * passengers or length is a boat row (tripLine's rule); boat rows need km, passengers and
 * length (metres); event rows attendees, hours and energy; hotel rows nights, rating (1–5) and
 * energy; all above 0. from, to and reference are informative; date is read by bulkMonth.
 */
export function bulkRowToLine(
  cell: (column: BulkColumn) => string,
): Result<EstimatorLine, readonly BulkRowIssue[]> {
  const type = bulkRowType(cell('type'));
  if (type === null) return err([{ column: 'type', problem: 'BULK.TYPE_UNKNOWN' }]);
  const number = (column: BulkColumn) => parseNumberInput(cell(column));
  const line = lineOfType(type, cell, number);
  const issues = issuesOf(validateEstimatorLine(line)).map((issue) =>
    // A travel mode that is written but unknown gets its own message; an empty one 'Please select a mode.'
    issue.column === 'mode' && cell('mode') !== ''
      ? { column: issue.column, problem: 'BULK.MODE_UNKNOWN' as const }
      : issue,
  );
  return issues.length === 0 ? ok(line) : err(issues);
}

function lineOfType(
  type: BulkRowType,
  cell: (column: BulkColumn) => string,
  number: (column: BulkColumn) => number | null,
): EstimatorLine {
  switch (type) {
    case 'travel':
      return tripLine({
        transport: tourismTransport(cell('mode')),
        from: cell('from'),
        to: cell('to'),
        km: number('km'),
        // A written but unreadable cell still counts as given, so the row is refused, not re-priced.
        passengers: cell('passengers') === '' ? null : (number('passengers') ?? Number.NaN),
        length: cell('length') === '' ? null : (number('length') ?? Number.NaN),
      });
    case 'boat':
      return {
        mode: 'boating',
        km: number('km'),
        passengers: number('passengers'),
        length: number('length'),
      };
    case 'event':
      return {
        mode: 'events',
        attendees: number('attendees'),
        hours: number('hours'),
        energy: number('energy'),
      };
    case 'hotel':
      return {
        mode: 'hotels',
        nights: number('nights'),
        rating: number('rating'),
        energy: number('energy'),
      };
  }
}

function issuesOf(errors: ReturnType<typeof validateEstimatorLine>): BulkRowIssue[] {
  return (Object.keys(errors) as EstimatorLineField[]).map((field) => ({
    column: columnOf(field),
    problem: errors[field] as BulkRowProblem,
  }));
}
