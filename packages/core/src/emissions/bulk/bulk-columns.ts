/**
 * The columns of a detailed-estimate file, in the template's order. Header names are matched
 * case-insensitively; other columns are ignored.
 */
export const BULK_COLUMNS = [
  'type',
  'mode',
  'from',
  'to',
  'km',
  'attendees',
  'hours',
  'energy',
  'nights',
  'rating',
  'passengers',
  'length',
  'date',
  'reference',
] as const;

/** A column of a detailed-estimate file. */
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** Where each known column sits in a row (zero-based index); a column the file lacks has no entry. */
export type BulkHeader = Readonly<Partial<Record<BulkColumn, number>>>;

const KNOWN = new Set<string>(BULK_COLUMNS);

function isBulkColumn(name: string): name is BulkColumn {
  return KNOWN.has(name);
}

/** The known columns of a header row and their positions; names are trimmed, case is ignored, the first of two equal names wins. */
export function readBulkHeader(cells: readonly string[]): BulkHeader {
  const header: Partial<Record<BulkColumn, number>> = {};
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (isBulkColumn(name) && header[name] === undefined) header[name] = index;
  });
  return header;
}

/** The trimmed text of one column of a row ('' when the file lacks the column or the row is short). */
export function bulkCell(header: BulkHeader, cells: readonly string[], column: BulkColumn): string {
  const index = header[column];
  return index === undefined ? '' : (cells[index] ?? '').trim();
}
