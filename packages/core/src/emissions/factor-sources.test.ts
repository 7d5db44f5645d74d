import { describe, expect, it } from 'vitest';
import * as core from '../index.js';
import { percentDifference } from './factor-source.js';
import { FACTOR_SOURCES, factorSource } from './factor-sources.js';
import { PUBLIC_REFERENCES } from './public-references.js';

// A factor constant is any exported number named in tonnes per something, or km per tonne; a new
// one added to emission-factors.ts or calculators/ without a record fails the first test.
const FACTOR_NAME = /TONNES_PER_|KM_PER_TONNE$/;
const exportedFactors = Object.entries(core).filter(
  (entry): entry is [string, number] => FACTOR_NAME.test(entry[0]) && typeof entry[1] === 'number',
);

describe('factor sources (issue 18 item 4)', () => {
  it('has a record for every factor constant that core exports, with its exact value', () => {
    expect(exportedFactors.length).toBeGreaterThanOrEqual(11);
    for (const [name, value] of exportedFactors) {
      expect(factorSource(name), `${name} has no source record`).toBeDefined();
      expect(factorSource(name)?.value, name).toBe(value);
    }
  });

  it('names only constants that exist, once each', () => {
    const names = FACTOR_SOURCES.map((source) => source.constant);
    expect(new Set(names).size).toBe(names.length);
    const exported = new Map(exportedFactors);
    for (const source of FACTOR_SOURCES) expect(exported.get(source.constant)).toBe(source.value);
  });

  it('gives every factor a unit, formula, source and at least one public reference with its year', () => {
    for (const source of FACTOR_SOURCES) {
      expect(source.unit, source.constant).not.toBe('');
      expect(source.formula, source.constant).toMatch(/[×÷]/);
      expect(source.source, source.constant).toMatch(/specification, §9/);
      expect(source.note.length, source.constant).toBeGreaterThan(20);
      expect(source.comparisons.length, source.constant).toBeGreaterThan(0);
      for (const { reference } of source.comparisons) {
        expect(reference.kgLow).toBeLessThanOrEqual(reference.kgHigh);
        expect(reference.publisher).not.toBe('');
      }
    }
    expect(PUBLIC_REFERENCES.flightDomesticWithRf.year).toBe(2024);
  });

  it('says plainly which factors have no public source: boating, events per attendee-hour, hotel stars', () => {
    const without = FACTOR_SOURCES.filter((source) => !source.hasPublicSource);
    expect(without.map((source) => source.constant)).toEqual([
      'BOATING_TONNES_PER_KM',
      'BOATING_TONNES_PER_PASSENGER_METRE',
      'EVENT_TONNES_PER_ATTENDEE_HOUR',
      'HOTEL_TONNES_PER_NIGHT_STAR',
    ]);
    for (const source of without) {
      expect(source.note).toMatch(/^No public source/);
      // The closest public figure is shown beside it, but measures something else: no % difference.
      expect(source.comparisons.every((comparison) => !comparison.comparable)).toBe(true);
    }
  });

  it('holds each factor in kilograms per input unit as well, the same number', () => {
    for (const source of FACTOR_SOURCES) {
      const tonnesPerUnit =
        source.constant === 'RUPEE_KM_PER_TONNE' ? 1 / source.value : source.value;
      expect(source.kgPerUnit, source.constant).toBeCloseTo(tonnesPerUnit * 1000, 12);
    }
    expect(factorSource('FLIGHT_TONNES_PER_KM')?.kgPerUnit).toBe(0.15);
    expect(factorSource('HOTEL_TONNES_PER_NIGHT_STAR')?.kgPerUnit).toBe(10);
  });
});

describe('percentDifference', () => {
  it('gives the difference from a range of reference values, against its top and its bottom', () => {
    // docs/methodology.md §2.4: 0.15 kg/km is about 35–45% below DESNZ's domestic with-RF factor.
    expect(percentDifference(0.15, PUBLIC_REFERENCES.flightDomesticWithRf)).toEqual({
      low: -44,
      high: -35,
    });
  });

  it('gives one figure for a single reference value', () => {
    // 0.21 kg/km is about 25% above the average car (0.17).
    expect(percentDifference(0.21, PUBLIC_REFERENCES.carAverage)).toEqual({ low: 24, high: 24 });
    expect(percentDifference(0.7, PUBLIC_REFERENCES.gridIndia)).toEqual({ low: 0, high: 0 });
  });
});
