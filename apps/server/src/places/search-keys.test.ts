import { describe, expect, it } from 'vitest';
import { matchBonus, placeKeys } from './search-keys.js';

const place = {
  id: 'airport:AGP',
  kind: 'airport' as const,
  label: 'Málaga-Costa del Sol Airport (AGP), Spain',
  point: { lat: 36.67, lon: -4.49 },
  prominence: 6,
  names: ['Málaga-Costa del Sol Airport'],
  aliases: ['Málaga', 'Costa del Sol'],
  codes: ['AGP'],
};

describe('placeKeys', () => {
  it('keys a place by code, whole names and aliases, and from each later word but joining words', () => {
    expect([...placeKeys(place)]).toEqual([
      ['agp', 'code'],
      ['malaga costa del sol airport', 'name'],
      ['malaga', 'alias'],
      ['costa del sol', 'alias'],
      ['costa del sol airport', 'word'],
      ['sol airport', 'word'],
      ['airport', 'word'],
      ['sol', 'word'],
    ]);
  });

  it('keeps the best kind of a key found twice and skips names without letters', () => {
    const keys = placeKeys({ ...place, names: ['Sol', '!!'], aliases: ['Costa Sol'], codes: [] });
    expect([...keys]).toEqual([
      ['sol', 'name'],
      ['costa sol', 'alias'],
    ]);
  });
});

describe('matchBonus', () => {
  it.each([
    ['name typed in full', 'delhi', 'delhi', 'name', 3],
    ['code typed in full', 'bom', 'bom', 'code', 3],
    ['alias typed in full', 'bombay', 'bombay', 'alias', 1.5],
    ['last word typed in full', 'delhi', 'delhi', 'word', 1.5],
    ['start of a name', 'delhi', 'del', 'name', 1],
    ['start of an alias', 'bombay', 'bom', 'alias', 0.5],
    ['start of a word', 'delhi', 'del', 'word', 0.5],
    ['start of a code', 'bom', 'bo', 'code', null],
  ] as const)('%s → %s', (_case, key, search, kind, bonus) => {
    expect(matchBonus(key, search, kind)).toBe(bonus);
  });
});
