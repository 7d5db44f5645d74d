import { describe, expect, it } from 'vitest';
import { estimateLineGrams } from '../emissions/estimate-line.js';
import { apiEstimatorLine, estimateApiLines, tonnesToOffset } from './api-estimate.js';

describe('apiEstimatorLine', () => {
  it('maps trips to tourism lines with their transport, keeping the labels', () => {
    expect(apiEstimatorLine({ type: 'flight', km: 1200, from: 'LHR', to: 'JFK' })).toEqual({
      mode: 'tourism',
      transport: 'Flight',
      from: 'LHR',
      to: 'JFK',
      km: 1200,
    });
    expect(apiEstimatorLine({ type: 'car', km: 10 })).toMatchObject({ transport: 'Car', from: '' });
    expect(apiEstimatorLine({ type: 'boat', km: 10 })).toMatchObject({ transport: 'Boat' });
  });

  it('maps boating, events and hotels field by field (stars are the rating)', () => {
    expect(apiEstimatorLine({ type: 'boating', km: 5, passengers: 4, lengthMetres: 12 })).toEqual({
      mode: 'boating',
      km: 5,
      passengers: 4,
      length: 12,
    });
    expect(apiEstimatorLine({ type: 'event', attendees: 100, hours: 8, energy: 300 })).toEqual({
      mode: 'events',
      attendees: 100,
      hours: 8,
      energy: 300,
    });
    expect(apiEstimatorLine({ type: 'hotel', nights: 3, stars: 4, energy: 0 })).toEqual({
      mode: 'hotels',
      nights: 3,
      rating: 4,
      energy: 0,
    });
  });
});

describe('estimateApiLines', () => {
  it('counts a flight and a hotel stay with the spec’s factors, in whole grams', () => {
    const figures = estimateApiLines([
      { type: 'flight', km: 1000 },
      { type: 'hotel', nights: 2, stars: 3, energy: 10 },
    ]);
    // 1000 km × 150 g; 2 × 3 × 10,000 g + 10 × 500 g.
    expect(figures.lines.map((line) => line.grams)).toEqual([150_000, 65_000]);
    expect(figures.lines.map((line) => line.tonnes)).toEqual([0.15, 0.065]);
    expect(figures.totalGrams).toBe(215_000);
    expect(figures.totalTonnes).toBe(0.215);
    expect(figures.tonnesToOffset).toBe(1);
  });

  it('names each factor with its value, unit, inputs, source and reference page', () => {
    const [flight, event] = estimateApiLines([
      { type: 'flight', km: 800 },
      { type: 'event', attendees: 50, hours: 2, energy: 100 },
    ]).lines;
    expect(flight?.factors).toEqual([
      {
        name: 'FLIGHT_TONNES_PER_KM',
        tonnesPerUnit: 0.00015,
        unit: 'km',
        inputs: [800],
        source: expect.stringMatching(
          /^NetZero Market product specification, §9\. Nearest published reference: Domestic flight.*DESNZ.*2024\)\.$/,
        ),
        referenceUrl: expect.stringMatching(/^https:\/\/www\.gov\.uk\//),
      },
    ]);
    expect(event?.factors.map((factor) => [factor.name, factor.inputs])).toEqual([
      ['EVENT_TONNES_PER_ATTENDEE_HOUR', [50, 2]],
      ['EVENT_TONNES_PER_ENERGY_UNIT', [100]],
    ]);
  });

  it('links every factor of every line kind to its nearest reference’s publisher', () => {
    const { lines } = estimateApiLines([
      { type: 'car', km: 1 },
      { type: 'boat', km: 1 },
      { type: 'boating', km: 1, passengers: 1, lengthMetres: 1 },
      { type: 'event', attendees: 1, hours: 1, energy: 1 },
      { type: 'hotel', nights: 1, stars: 1, energy: 1 },
    ]);
    const factors = lines.flatMap((line) => line.factors);
    expect(factors).toHaveLength(8);
    for (const factor of factors) {
      expect(factor.source).toMatch(/^NetZero Market product specification, §9\. Nearest/);
      expect(factor.referenceUrl).toMatch(/^https:\/\//);
    }
  });

  it('buys at least one whole tonne, and rounds a part tonne up', () => {
    expect(tonnesToOffset(0)).toBe(1);
    expect(tonnesToOffset(1)).toBe(1);
    expect(tonnesToOffset(1_000_000)).toBe(1);
    expect(tonnesToOffset(1_000_001)).toBe(2);
    expect(estimateApiLines([{ type: 'car', km: 0 }]).tonnesToOffset).toBe(1);
  });

  it('counts each line exactly as the site’s estimator does', () => {
    const input = { type: 'boat' as const, km: 123.4 };
    expect(estimateApiLines([input]).lines[0]?.grams).toBe(
      estimateLineGrams(apiEstimatorLine(input)),
    );
  });
});
