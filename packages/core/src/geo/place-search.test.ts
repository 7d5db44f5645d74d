import { describe, expect, it } from 'vitest';
import {
  isPlaceQueryLength,
  PLACE_QUERY_MAX_CHARS,
  PLACE_QUERY_MIN_CHARS,
  PLACE_SUGGESTIONS_MAX,
  placeSearchKey,
} from './place-search.js';

describe('placeSearchKey', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['  NEW   Delhi ', 'new delhi'],
    ['Zürich', 'zurich'],
    ['Łódź', 'lodz'],
    ['Ålesund', 'alesund'],
    ['Tromsø', 'tromso'],
    ['Straße', 'strasse'],
    ['Þórshöfn', 'thorshofn'],
    ['Æro', 'aero'],
    ['İstanbul', 'istanbul'],
    ["Côte-d'Ivoire", 'cote d ivoire'],
    ['St. John’s', 'st john s'],
    ['Frankfurt (Main)', 'frankfurt main'],
    ['東京', '東京'],
    ['!!', ''],
  ])('%j → %j', (text, key) => {
    expect(placeSearchKey(text)).toBe(key);
  });

  it('is idempotent', () => {
    for (const text of ['São Paulo', 'Łódź', "Côte-d'Ivoire"]) {
      expect(placeSearchKey(placeSearchKey(text))).toBe(placeSearchKey(text));
    }
  });
});

describe('place search limits', () => {
  it('searches with 2 to 100 characters and answers at most 8 suggestions', () => {
    expect([PLACE_QUERY_MIN_CHARS, PLACE_QUERY_MAX_CHARS, PLACE_SUGGESTIONS_MAX]).toEqual([
      2, 100, 8,
    ]);
  });

  it.each([
    ['', false],
    ['d', false],
    ['  d  ', false],
    ['de', true],
    [' de ', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
  ])('isPlaceQueryLength(%j) is %s', (query, acceptable) => {
    expect(isPlaceQueryLength(query)).toBe(acceptable);
  });
});
