import { describe, expect, it } from 'vitest';
import {
  aBoatingLine,
  aFlightLine,
  aHotelsLine,
  anEventsLine,
} from '../../test/arbitraries/emissions.js';
import { estimateLines } from './estimate-lines.js';

describe('estimateLines', () => {
  it('is all zeros for no lines', () => {
    expect(estimateLines([])).toEqual({
      perLine: [],
      byMode: { tourism: 0, events: 0, hotels: 0 },
      total: 0,
    });
  });

  it('gives tonnes per line, per mode (boating under tourism) and in total', () => {
    const estimate = estimateLines([
      aFlightLine({ km: 1000 }), // 0.15
      anEventsLine(), // 4.7
      aBoatingLine(), // 0.099
      aHotelsLine(), // 0.11
      anEventsLine({ attendees: 10, hours: 1, energy: null }), // 0.05
    ]);
    expect(estimate.perLine).toHaveLength(5);
    expect(estimate.perLine[0]).toBeCloseTo(0.15, 12);
    expect(estimate.perLine[2]).toBeCloseTo(0.099, 12);
    expect(estimate.byMode.tourism).toBeCloseTo(0.249, 12);
    expect(estimate.byMode.events).toBeCloseTo(4.75, 12);
    expect(estimate.byMode.hotels).toBeCloseTo(0.11, 12);
    expect(estimate.total).toBeCloseTo(5.109, 12);
  });
});
