import { summariseBulkCsv } from '@netzero/bulk';
import { estimateLines, isReadyToChoosePlan } from '@netzero/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type TripDraft, toEstimatorLine } from './estimator-draft';

// What a buyer types in a number field, and the same text written in a file's cell.
const numberText = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 1, max: 20_000 }).map(String),
  fc.double({ min: 0.001, max: 999, noNaN: true }).map((value) => value.toFixed(3)),
  fc.constantFrom('0', '-3', 'abc', '.5'),
);
const trip = fc.record({
  transport: fc.constantFrom('Flight', 'Car', 'Boat', 'Boat', 'Boat') as fc.Arbitrary<
    'Flight' | 'Car' | 'Boat'
  >,
  km: numberText,
  passengers: numberText,
  length: numberText,
});

describe('a trip on the page and in the file (properties)', () => {
  it('is complete in both or in neither, with the same tonnes', () => {
    let boatingTrips = 0;
    fc.assert(
      fc.property(trip, ({ transport, km, passengers, length }) => {
        const draft: TripDraft = {
          ...(emptyDraft('tourism', 1) as TripDraft),
          transport,
          km,
          passengers,
          length,
        };
        const line = toEstimatorLine(draft);
        if (line.mode === 'boating') boatingTrips += 1;
        const page = estimateLines([line]);
        // The file has no passengers or length for a flight or a car: the page hides those fields.
        const boat = transport === 'Boat';
        const file = summariseBulkCsv(
          `type,mode,km,passengers,length\ntravel,${transport},${km},${boat ? passengers : ''},${boat ? length : ''}\n`,
        );
        if (!file.ok) throw new Error(`file refused: ${file.error}`);
        expect(file.value.rowsEstimated === 1).toBe(isReadyToChoosePlan([line]));
        if (file.value.rowsEstimated === 1) expect(file.value.totalTonnes).toBe(page.total);
      }),
      { numRuns: 500 },
    );
    // Both formulas are reached, so the property says something about each.
    expect(boatingTrips).toBeGreaterThan(50);
  });

  it('gives 20 km with 4 passengers on a 12 m boat 0.102 t on both, and 20 km alone 0.005 t', () => {
    const draft = (passengers: string, length: string): TripDraft => ({
      ...(emptyDraft('tourism', 1) as TripDraft),
      transport: 'Boat',
      km: '20',
      passengers,
      length,
    });
    const file = (passengers: string, length: string) => {
      const result = summariseBulkCsv(
        `type,mode,km,passengers,length\ntravel,Boat,20,${passengers},${length}\n`,
      );
      return result.ok ? result.value.totalTonnes : null;
    };
    expect(estimateLines([toEstimatorLine(draft('4', '12'))]).total).toBe(0.102);
    expect(file('4', '12')).toBe(0.102);
    expect(estimateLines([toEstimatorLine(draft('', ''))]).total).toBe(0.005);
    expect(file('', '')).toBe(0.005);
  });
});
