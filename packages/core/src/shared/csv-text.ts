/** A CSV cell: text (user text included) or a number written as is. */
export type CsvCell = string | number;

// Spreadsheets run a cell that starts with one of these as a formula (OWASP 'CSV injection').
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell of RFC 4180 CSV: text that a spreadsheet could run as a formula gets a leading ', and quotes when needed. */
export function csvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV text of rows: comma-separated cells, CRLF after every row. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
