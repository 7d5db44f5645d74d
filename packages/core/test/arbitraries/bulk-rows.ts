import fc from 'fast-check';
import { BULK_COLUMNS } from '../../src/emissions/bulk/bulk-columns.js';

// Rows of the file format, cells that hit every path: valid and invalid numbers, every row type and mode, dates, quoting.
const numberCell = fc.oneof(
  fc.integer({ min: 1, max: 5000 }).map(String),
  fc.double({ min: 0.001, max: 9999, noNaN: true }).map((value) => value.toFixed(3)),
  fc.constantFrom('', '0', '-3', 'abc', ' 12 ', '1e3', '0x1f', '.5', '5.', '+7', 'Infinity', '3'),
);
const textCell = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '"', '\n', '\r', 'é'),
  maxLength: 8,
});
const CELLS: Record<(typeof BULK_COLUMNS)[number], fc.Arbitrary<string>> = {
  type: fc.constantFrom(
    'travel',
    'Travel',
    ' event',
    'hotel',
    'hotels',
    'boat',
    'boating',
    'x',
    '',
  ),
  mode: fc.constantFrom('Flight', 'car', 'BOAT ', 'Rocket', ''),
  from: textCell,
  to: textCell,
  km: numberCell,
  attendees: numberCell,
  hours: numberCell,
  energy: numberCell,
  nights: numberCell,
  rating: fc.constantFrom('1', '3', '5', '4.5', '6', '', '2 '),
  passengers: numberCell,
  length: numberCell,
  date: fc.constantFrom('2026-01-15', '2025-12', '', '45000', '31/12/2026', '2026-02-30'),
  reference: textCell,
};
export const bulkRow = fc.record(CELLS).map((cells) => BULK_COLUMNS.map((column) => cells[column]));
export const bulkRows = fc.array(bulkRow, { maxLength: 25 });
