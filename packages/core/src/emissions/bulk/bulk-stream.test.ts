import { describe, expect, it } from 'vitest';
import { BulkEstimator } from './bulk-estimator.js';
import { estimateBulkRows, PROGRESS_ROWS } from './bulk-stream.js';

describe('estimateBulkRows', () => {
  it('uses the row numbers the reader gives (a spreadsheet may skip rows)', async () => {
    async function* rows() {
      yield { rowNumber: 3, cells: ['type', 'km'] };
      yield { rowNumber: 7, cells: ['event', '1'] };
    }
    const result = await estimateBulkRows(rows(), { errorsShown: 1 });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.errors.map((e) => [e.rowNumber, e.column])).toEqual([[7, 'attendees']]);
    expect(result.value.errorCount).toBe(3);
  });

  it(`reports the rows read every ${PROGRESS_ROWS} rows and at the end`, async () => {
    const seen: number[] = [];
    const rows = [
      { rowNumber: 1, cells: ['type', 'mode', 'km'] },
      ...Array.from({ length: 25_000 }, (_, index) => ({
        rowNumber: index + 2,
        cells: ['travel', 'Car', '10'],
      })),
    ];
    await estimateBulkRows(rows, { onProgress: (read) => seen.push(read) });
    expect(seen).toEqual([PROGRESS_ROWS - 1, 2 * PROGRESS_ROWS - 1, 25_000]);
  });

  it('stops reading at a header without a type column', async () => {
    let read = 0;
    function* rows() {
      for (let rowNumber = 1; rowNumber <= 1000; rowNumber += 1) {
        read += 1;
        yield { rowNumber, cells: ['mode', 'km'] };
      }
    }
    expect(await estimateBulkRows(rows())).toEqual({
      ok: false,
      error: 'BULK.TYPE_COLUMN_MISSING',
    });
    expect(read).toBe(1);
  });

  it('rejects with the reason when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the user'));
    await expect(
      estimateBulkRows([{ rowNumber: 1, cells: ['type'] }], { signal: controller.signal }),
    ).rejects.toThrow('cancelled by the user');
  });
});

describe('BulkEstimator', () => {
  it('gives results that later rows do not change', () => {
    const estimator = new BulkEstimator();
    estimator.add(1, ['type', 'mode', 'km']);
    estimator.add(2, ['travel', 'Car', '100']);
    const first = estimator.result();
    estimator.add(3, ['travel', 'Car', '100']);
    expect(first.ok && first.value.rowsEstimated).toBe(1);
    const second = estimator.result();
    expect(second.ok && second.value.byMode.tourism).toBeCloseTo(0.042, 12);
  });

  it('ignores rows after a header without a type column', () => {
    const estimator = new BulkEstimator();
    estimator.add(1, ['mode']);
    estimator.add(2, ['type']);
    expect(estimator.problem).toBe('BULK.TYPE_COLUMN_MISSING');
    expect(estimator.result()).toEqual({ ok: false, error: 'BULK.TYPE_COLUMN_MISSING' });
  });
});
