import { describe, expect, it } from 'vitest';
import { turnsDuring } from '../test-support/event-loop-turns.js';
import { GazetteerIndex } from './gazetteer-index.js';
import type { GazetteerPlace } from './gazetteer-place.js';

const city = (id: number, name: string, country: string, population: number): GazetteerPlace => ({
  id: `city:${id}`,
  kind: 'city',
  label: `${name}, ${country}`,
  point: { lat: id, lon: -id },
  prominence: Math.log10(population),
  names: [name],
});

const PLACES: GazetteerPlace[] = [
  city(1, 'Delhi', 'India', 11_000_000),
  city(2, 'New Delhi', 'India', 320_000),
  city(3, 'Delft', 'Netherlands', 100_000),
  city(4, 'Ciudad del Este', 'Paraguay', 300_000),
  city(5, 'São Paulo', 'Brazil', 10_000_000),
  city(6, 'Paris', 'France', 2_100_000),
  city(7, 'Paris', 'United States', 25_000),
  city(8, 'San Fernando', 'Philippines', 120_000),
  city(9, 'San Fernando', 'Philippines', 300_000),
  city(10, 'York', 'United Kingdom', 150_000),
  city(11, 'New York City', 'United States', 8_000_000),
  {
    id: 'airport:BOM',
    kind: 'airport',
    label: 'Chhatrapati Shivaji International Airport (BOM), Mumbai, India',
    point: { lat: 19.09, lon: 72.87 },
    prominence: 6,
    names: ['Chhatrapati Shivaji International Airport'],
    aliases: ['Mumbai', 'Bombay'],
    codes: ['BOM'],
  },
  city(12, 'Mumbai', 'India', 12_500_000),
  city(13, 'Bombala', 'Australia', 1_400),
];

const index = await GazetteerIndex.build(PLACES);
const labels = (query: string, limit = 8) => index.search(query, limit).map((place) => place.label);

describe('GazetteerIndex.search', () => {
  it('finds names from their start, weighed by prominence', () => {
    expect(labels('del')).toEqual(['Delhi, India', 'New Delhi, India', 'Delft, Netherlands']);
  });

  it('finds a name from the start of a later word, but not from a joining word like "del"', () => {
    expect(labels('delhi')).toEqual(['Delhi, India', 'New Delhi, India']);
    expect(labels('este')).toEqual(['Ciudad del Este, Paraguay']);
    expect(labels('del')).not.toContain('Ciudad del Este, Paraguay');
  });

  it('ranks an exact name above a bigger place whose name only starts with the search', () => {
    expect(labels('york')).toEqual(['York, United Kingdom', 'New York City, United States']);
    expect(labels('new york')).toEqual(['New York City, United States']);
  });

  it('ignores case, accents and punctuation', () => {
    expect(labels('SAO-PAULO')).toEqual(['São Paulo, Brazil']);
    expect(labels('são')).toEqual(['São Paulo, Brazil']);
  });

  it('finds an airport by its name, its town, an alias or its full code, never by part of the code', () => {
    const airport = 'Chhatrapati Shivaji International Airport (BOM), Mumbai, India';
    expect(labels('chhatrapati')).toEqual([airport]);
    expect(labels('mumbai')).toEqual(['Mumbai, India', airport]);
    expect(labels('bombay')).toEqual([airport]);
    expect(labels('bom')).toEqual([airport, 'Bombala, Australia']);
  });

  it('finds a code only when typed in full', async () => {
    const field = { ...city(1, 'Alpha Field', 'Chile', 1000), codes: ['XQP'] };
    const codes = await GazetteerIndex.build([field]);
    expect(codes.search('xq', 8)).toEqual([]);
    expect(codes.search('XQP', 8)).toEqual([
      { id: 'city:1', label: 'Alpha Field, Chile', kind: 'city' },
    ]);
  });

  it('narrows by words of the label that match no name (the country)', () => {
    expect(labels('paris france')).toEqual(['Paris, France']);
    expect(labels('Paris, United States')).toEqual(['Paris, United States']);
    expect(labels('new delhi, india')).toEqual(['New Delhi, India']);
    expect(labels('paris brazil')).toEqual([]);
  });

  it('shows one place per label, the more prominent', () => {
    expect(index.search('san fernando', 8)).toEqual([
      { id: 'city:9', label: 'San Fernando, Philippines', kind: 'city' },
    ]);
  });

  it('answers at most `limit` places, and none for a search without letters or matches', () => {
    expect(labels('de', 2)).toEqual(['Delhi, India', 'New Delhi, India']);
    expect(labels('d')).toEqual([]);
    expect(labels('!!')).toEqual([]);
    expect(labels('zzz')).toEqual([]);
  });
});

describe('GazetteerIndex.find', () => {
  it('finds a place by id with its label, kind and coordinates', () => {
    expect(index.find('airport:BOM')).toEqual({
      label: 'Chhatrapati Shivaji International Airport (BOM), Mumbai, India',
      kind: 'airport',
      point: { lat: 19.09, lon: 72.87 },
    });
    expect(index.find('city:2')?.label).toBe('New Delhi, India');
    expect(index.find('city:99')).toBeUndefined();
    expect(index.find('New Delhi, India')).toBeUndefined();
  });

  it('keeps the first of two places with one id', async () => {
    const twice = await GazetteerIndex.build([
      city(1, 'Delhi', 'India', 1e7),
      city(1, 'Dehli', 'India', 1e3),
    ]);
    expect(twice.size).toBe(1);
    expect(twice.search('deh', 8)).toEqual([]);
    expect(twice.find('city:1')?.label).toBe('Delhi, India');
  });
});

describe('GazetteerIndex.build', () => {
  // Enough places for many slices: 100 places go between two chances to pause, and the ~5,000 keys
  // make several runs to merge.
  const towns = Array.from({ length: 2500 }, (_, i) =>
    city(100 + i, `${['Port', 'San', 'Villa'][i % 3]} ${(i * 7919) % 1000}`, 'Chile', 1000 + i),
  );
  const queries = ['port', 'san 1', 'villa 99', 'por', '12', 'villa', 'del', 'paris france'];
  const results = (built: GazetteerIndex) => queries.map((query) => built.search(query, 8));

  it('gives way to the event loop between slices, and the same index as one slice', async () => {
    const { value: sliced, turns } = await turnsDuring(() =>
      GazetteerIndex.build([...PLACES, ...towns], 0),
    );
    expect(turns).toBeGreaterThan(10);

    const whole = await GazetteerIndex.build([...PLACES, ...towns], Number.POSITIVE_INFINITY);
    expect(results(sliced)).toEqual(results(whole));
    expect(sliced.search('port 1', 8).length).toBe(8);
    expect(sliced.search('delhi', 8).map((place) => place.label)).toEqual([
      'Delhi, India',
      'New Delhi, India',
    ]);
  });

  it('runs in one turn when a slice may last as long as the build', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await GazetteerIndex.build(towns, Number.POSITIVE_INFINITY);
    expect(turned).toBe(false);
  });

  it('rejects with the error of the data it reads', async () => {
    function* failing() {
      yield* towns;
      throw new Error('data package unreadable');
    }
    await expect(GazetteerIndex.build(failing(), 0)).rejects.toThrow('data package unreadable');
  });
});
