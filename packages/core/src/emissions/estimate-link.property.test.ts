import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEstimateLink, encodeEstimateLink } from './estimate-link.js';
import { TOURISM_TRANSPORTS } from './estimator-line.js';
import {
  SAVED_ESTIMATE_MAX_LINES,
  SAVED_NUMBER_MAX_CHARS,
  SAVED_PLACE_MAX_CHARS,
  type SavedEstimate,
  type SavedEstimateLine,
} from './saved-estimate.js';

const numberText = fc.oneof(
  fc.constant(''),
  fc.double({ min: 0, max: 1e9, noNaN: true }).map(String),
  fc.stringMatching(/^[-+0-9.,eE ]{0,32}$/),
);
const placeText = fc.string({ unit: 'grapheme', maxLength: 40 });
const place = fc.record({
  text: placeText,
  id: fc.option(fc.string({ minLength: 1, maxLength: 30 }), { nil: null }),
});

const savedLine: fc.Arbitrary<SavedEstimateLine> = fc.oneof(
  fc.record({
    mode: fc.constant('tourism' as const),
    transport: fc.option(fc.constantFrom(...TOURISM_TRANSPORTS), { nil: null }),
    from: place,
    to: place,
    km: numberText,
    kmFromPlaces: fc.boolean(),
    passengers: numberText,
    length: numberText,
  }),
  fc.record({
    mode: fc.constant('events' as const),
    attendees: numberText,
    hours: numberText,
    energy: numberText,
  }),
  fc.record({
    mode: fc.constant('hotels' as const),
    nights: numberText,
    rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    energy: numberText,
  }),
);

const savedEstimate: fc.Arbitrary<SavedEstimate> = fc.record({
  lines: fc.array(savedLine, { maxLength: 12 }),
});

const codeOf = (data: unknown) => JSON.stringify(data);

describe('estimate link', () => {
  it('reads back every estimate it writes (property)', () => {
    fc.assert(
      fc.property(savedEstimate, (estimate) => {
        expect(decodeEstimateLink(encodeEstimateLink(estimate))).toEqual(estimate);
      }),
    );
  });

  it('never throws and returns null or a valid estimate for any code (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (code) => {
        const estimate = decodeEstimateLink(code);
        if (estimate !== null)
          expect(decodeEstimateLink(encodeEstimateLink(estimate))).toEqual(estimate);
      }),
    );
  });

  it('keeps a flight, a boat trip, an event and a hotel stay exactly as typed', () => {
    const estimate: SavedEstimate = {
      lines: [
        {
          mode: 'tourism',
          transport: 'Flight',
          from: { text: 'Delhi, India', id: 'in-delhi' },
          to: { text: 'Mumbai, India', id: 'in-mumbai' },
          km: '1150',
          kmFromPlaces: true,
          passengers: '',
          length: '',
        },
        {
          mode: 'tourism',
          transport: 'Boat',
          from: { text: '=cmd|calc', id: null },
          to: { text: '', id: null },
          km: '12.50',
          kmFromPlaces: false,
          passengers: '6',
          length: '9',
        },
        { mode: 'events', attendees: '200', hours: '8', energy: '' },
        { mode: 'hotels', nights: '10', rating: 4, energy: '300' },
      ],
    };
    const code = encodeEstimateLink(estimate);
    expect(code.length).toBeLessThan(400);
    expect(decodeEstimateLink(code)).toEqual(estimate);
  });

  it('ignores other versions, wrong shapes and out-of-range values', () => {
    const hotel = ['h', '1', 3, ''];
    expect(decodeEstimateLink(codeOf({ v: 1, l: [hotel] }))).not.toBe(null);
    expect(decodeEstimateLink(codeOf({ v: 2, l: [hotel] }))).toBe(null);
    expect(decodeEstimateLink(codeOf({ l: [hotel] }))).toBe(null);
    expect(decodeEstimateLink(codeOf({ v: 1, l: hotel }))).toBe(null);
    expect(decodeEstimateLink(codeOf({ v: 1, l: [['h', '1', 6, '']] }))).toBe(null);
    expect(decodeEstimateLink(codeOf({ v: 1, l: [['h', '1', 2.5, '']] }))).toBe(null);
    expect(decodeEstimateLink(codeOf({ v: 1, l: [['h', 1, 3, '']] }))).toBe(null);
    expect(decodeEstimateLink(codeOf({ v: 1, l: [['e', '1', '2']] }))).toBe(null);
    expect(decodeEstimateLink(codeOf({ v: 1, l: [['e', '1', '2', '<script>']] }))).toBe(null);
    expect(decodeEstimateLink(codeOf({ v: 1, l: [['x']] }))).toBe(null);
    expect(
      decodeEstimateLink(codeOf({ v: 1, l: [['t', 'Train', '', null, '', null, '1', 0, '', '']] })),
    ).toBe(null);
    expect(
      decodeEstimateLink(
        codeOf({
          v: 1,
          l: [['t', 'Car', 'x'.repeat(SAVED_PLACE_MAX_CHARS + 1), null, '', null, '1', 0, '', '']],
        }),
      ),
    ).toBe(null);
    expect(
      decodeEstimateLink(
        codeOf({ v: 1, l: [['e', '1'.repeat(SAVED_NUMBER_MAX_CHARS + 1), '', '']] }),
      ),
    ).toBe(null);
    expect(
      decodeEstimateLink(
        codeOf({ v: 1, l: Array.from({ length: SAVED_ESTIMATE_MAX_LINES + 1 }, () => hotel) }),
      ),
    ).toBe(null);
    expect(decodeEstimateLink('not json')).toBe(null);
    expect(decodeEstimateLink('null')).toBe(null);
    expect(decodeEstimateLink('%%%')).toBe(null);
  });
});
