import { greatCircleKm } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { turnsDuring } from '../test-support/event-loop-turns.js';
import type { GazetteerPlace } from './gazetteer-place.js';
import { OfflinePlacesDirectory } from './offline-places-directory.js';

const DELHI = { lat: 28.65195, lon: 77.23149 };
const MUMBAI = { lat: 19.07283, lon: 72.88261 };
const place = (id: string, name: string, point: { lat: number; lon: number }): GazetteerPlace => ({
  id,
  kind: 'city',
  label: `${name}, India`,
  point,
  prominence: 7,
  names: [name],
});
const PLACES = [place('city:1', 'Delhi', DELHI), place('city:2', 'Mumbai', MUMBAI)];

function directory(places: () => Iterable<GazetteerPlace> = () => PLACES, sliceMs?: number) {
  let reads = 0;
  const offline = new OfflinePlacesDirectory(
    () => {
      reads++;
      return places();
    },
    { sliceMs },
  );
  return { offline, reads: () => reads };
}

// Enough places for the build to pause many times with slices of 0 ms (it pauses every 100 places).
const TOWNS = Array.from({ length: 1000 }, (_, i) =>
  place(`city:${100 + i}`, `Town ${i}`, { lat: 20, lon: 75 }),
);

describe('OfflinePlacesDirectory', () => {
  it('finds no road between two road regions (Honolulu to London), but flies and sails there', async () => {
    const honolulu = {
      ...place('city:5856195', 'Honolulu', { lat: 21.30694, lon: -157.85833 }),
      roadRegion: 'US-HI',
    };
    const london = {
      ...place('city:2643743', 'London', { lat: 51.50853, lon: -0.12574 }),
      roadRegion: 'afro-eurasia',
    };
    const delhi = { ...place('city:1', 'Delhi', DELHI), roadRegion: 'afro-eurasia' };
    const { offline } = directory(() => [honolulu, london, delhi]);
    const request = { from: 'city:5856195', to: 'city:2643743' } as const;
    expect(await offline.distanceKm({ ...request, mode: 'Car' })).toEqual({
      ok: false,
      error: { code: 'PLACES.NO_ROUTE' },
    });
    expect((await offline.distanceKm({ ...request, mode: 'Flight' })).ok).toBe(true);
    expect((await offline.distanceKm({ ...request, mode: 'Boat' })).ok).toBe(true);
    const byRoad = await offline.distanceKm({ from: 'city:1', to: 'city:2643743', mode: 'Car' });
    expect(byRoad.ok && byRoad.value).toBeGreaterThan(6000);
  });

  it('reads and indexes its data once, on the first call', async () => {
    const { offline, reads } = directory();
    expect(reads()).toBe(0);
    expect(await offline.suggest('mum', 8)).toEqual({
      ok: true,
      value: [{ id: 'city:2', label: 'Mumbai, India', kind: 'city' }],
    });
    await offline.suggest('del', 8);
    await offline.distanceKm({ from: 'city:1', to: 'city:2', mode: 'Car' });
    expect(reads()).toBe(1);
  });

  it('warms up by building the index ahead of the first call, once', async () => {
    const { offline, reads } = directory();
    await offline.warmUp();
    expect(reads()).toBe(1);
    await offline.suggest('mum', 8);
    await offline.warmUp();
    expect(reads()).toBe(1);
  });

  it('shares one build among the calls that arrive while it runs', async () => {
    const { offline, reads } = directory(() => [...PLACES, ...TOWNS], 0);
    const {
      value: [warmed, found, km],
      turns,
    } = await turnsDuring(() =>
      Promise.all([
        offline.warmUp(),
        offline.suggest('mum', 8),
        offline.distanceKm({ from: 'city:1', to: 'city:2', mode: 'Flight' }),
      ]),
    );
    expect(turns).toBeGreaterThan(5);
    expect(reads()).toBe(1);
    expect(warmed).toBeUndefined();
    expect(found).toEqual({
      ok: true,
      value: [{ id: 'city:2', label: 'Mumbai, India', kind: 'city' }],
    });
    expect(km.ok).toBe(true);
  });

  it('forgets a failed build, so that the next call builds again', async () => {
    let failures = 1;
    function* flaky() {
      yield* TOWNS;
      if (failures-- > 0) throw new Error('gazetteer data unreadable');
      yield* PLACES;
    }
    const { offline, reads } = directory(flaky, 0);
    const first = await Promise.allSettled([offline.warmUp(), offline.suggest('mum', 8)]);
    expect(first.map((call) => call.status === 'rejected' && String(call.reason))).toEqual([
      'Error: gazetteer data unreadable',
      'Error: gazetteer data unreadable',
    ]);
    expect(reads()).toBe(1);
    expect(await offline.suggest('mum', 8)).toEqual({
      ok: true,
      value: [{ id: 'city:2', label: 'Mumbai, India', kind: 'city' }],
    });
    expect(reads()).toBe(2);
    await offline.warmUp();
    expect(reads()).toBe(2);
  });

  it.each([
    ['Flight', 1.08],
    ['Car', 1.25],
    ['Boat', 1.15],
  ] as const)('measures %s as the great circle × %d, rounded to 0.1 km', async (mode, factor) => {
    const km = await directory().offline.distanceKm({ from: 'city:1', to: 'city:2', mode });
    const expected = Math.round(greatCircleKm(DELHI, MUMBAI) * factor * 10) / 10;
    expect(km).toEqual({ ok: true, value: expected });
  });

  it('answers 0 from a place to itself, and names the end it does not know', async () => {
    const { offline } = directory();
    expect(await offline.distanceKm({ from: 'city:2', to: 'city:2', mode: 'Car' })).toEqual({
      ok: true,
      value: 0,
    });
    expect(await offline.distanceKm({ from: 'city:9', to: 'city:2', mode: 'Car' })).toEqual({
      ok: false,
      error: { code: 'PLACES.NOT_FOUND', field: 'from' },
    });
    expect(await offline.distanceKm({ from: 'city:1', to: 'Mumbai', mode: 'Flight' })).toEqual({
      ok: false,
      error: { code: 'PLACES.NOT_FOUND', field: 'to' },
    });
  });

  it('uses the world data by default', async () => {
    const world = new OfflinePlacesDirectory();
    const found = await world.suggest('mumbai', 8);
    expect(found.ok && found.value[0]).toEqual({
      id: 'city:1275339',
      label: 'Mumbai, India',
      kind: 'city',
    });
    expect((await world.index()).size).toBeGreaterThan(130_000);
  });
});
