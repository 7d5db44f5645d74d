import { describe, expect, it } from 'vitest';
import { BULK_COLUMNS, bulkCell, readBulkHeader } from './bulk-columns.js';

describe('bulk columns', () => {
  it('are the fourteen documented columns, in the template order', () => {
    expect(BULK_COLUMNS).toEqual([
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
    ]);
  });

  it('are found in a header whatever their case, spacing or order; unknown columns are ignored', () => {
    expect(readBulkHeader([' KM ', 'Notes', 'Type', 'type', 'Mode'])).toEqual({
      km: 0,
      type: 2,
      mode: 4,
    });
    expect(readBulkHeader([])).toEqual({});
  });

  it('give the trimmed cell of a row, or empty text when the column or the cell is missing', () => {
    const header = readBulkHeader(['type', 'km']);
    expect(bulkCell(header, [' travel ', ' 12 '], 'km')).toBe('12');
    expect(bulkCell(header, ['travel'], 'km')).toBe('');
    expect(bulkCell(header, ['travel', '12'], 'mode')).toBe('');
  });
});
