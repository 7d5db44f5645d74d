import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkRow } from '../../../test/arbitraries/bulk-rows.js';
import { estimateLineGrams } from '../estimate-line.js';
import { estimatorModeOf } from '../estimator-line.js';
import { BULK_COLUMNS, bulkCell, readBulkHeader } from './bulk-columns.js';
import { bulkRowToLine } from './bulk-row.js';
import { newQuickRowEstimate, quickBulkEstimate } from './bulk-row-quick.js';

describe('quick row estimate (properties)', () => {
  it('the quick estimate of a row never accepts what the full rule refuses, and agrees with it', () => {
    const header = readBulkHeader(BULK_COLUMNS);
    const into = newQuickRowEstimate();
    let accepted = 0;
    fc.assert(
      fc.property(bulkRow, (cells) => {
        const full = bulkRowToLine((column) => bulkCell(header, cells, column));
        if (!quickBulkEstimate(header, cells, into)) return;
        accepted += 1;
        if (!full.ok) throw new Error(`quick accepted ${JSON.stringify(cells)}`);
        expect({ mode: into.mode, grams: into.grams }).toEqual({
          mode: estimatorModeOf(full.value),
          grams: estimateLineGrams(full.value),
        });
      }),
      { numRuns: 1000 },
    );
    // The generator reaches the quick path often enough for the property to mean something.
    expect(accepted).toBeGreaterThan(50);
  });
});
