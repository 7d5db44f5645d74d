import { type DistanceRequest, ok } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import type { PlacesDirectory } from '../ports/places-directory.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import { PLACE_DISTANCE_PER_IP, PLACE_SUGGEST_PER_IP, PlacesService } from './places.service.js';

function setup(allowed = true) {
  const searches: [string, number][] = [];
  const trips: DistanceRequest[] = [];
  const hits: [string, number, number][] = [];
  const directory: PlacesDirectory = {
    suggest: async (query, limit) => {
      searches.push([query, limit]);
      return ok([{ id: 'city:1', label: 'Delhi, India', kind: 'city' }]);
    },
    distanceKm: async (request) => {
      trips.push(request);
      return ok(1439.3);
    },
  };
  const rateLimiter: RateLimiter = {
    hitAll: async (attempts) =>
      attempts.map(({ key, limit, windowMs }) => {
        hits.push([key, limit, windowMs]);
        return allowed ? { allowed, retryAfterSeconds: 0 } : { allowed, retryAfterSeconds: 30 };
      }),
  };
  return { places: new PlacesService({ directory, rateLimiter }), searches, trips, hits };
}

describe('PlacesService.suggest', () => {
  it('searches the trimmed text for at most 8 places, counting one search for the IP', async () => {
    const { places, searches, hits } = setup();
    expect(await places.suggest('  del ', '203.0.113.7')).toEqual({
      ok: true,
      value: [{ id: 'city:1', label: 'Delhi, India', kind: 'city' }],
    });
    expect(searches).toEqual([['del', 8]]);
    expect(hits).toEqual([['places-suggest:ip:203.0.113.7', 600, 600_000]]);
    expect(PLACE_SUGGEST_PER_IP).toEqual({ limit: 600, windowMs: 600_000 });
  });

  it.each(['', ' d ', 'x'.repeat(101)])(
    'refuses %j without searching or counting',
    async (query) => {
      const { places, searches, hits } = setup();
      expect(await places.suggest(query, '203.0.113.7')).toEqual({
        ok: false,
        error: { code: 'PLACES.QUERY_LENGTH' },
      });
      expect(searches).toEqual([]);
      expect(hits).toEqual([]);
    },
  );

  it('refuses an IP over its limit without searching', async () => {
    const { places, searches } = setup(false);
    expect(await places.suggest('del', '203.0.113.7')).toEqual({
      ok: false,
      error: { code: 'API.RATE_LIMITED', retryAfterSeconds: 30 },
    });
    expect(searches).toEqual([]);
  });
});

describe('PlacesService.distance', () => {
  it('measures between the trimmed ids and counts one look-up for the IP', async () => {
    const { places, trips, hits } = setup();
    const request = { from: ' city:1 ', to: 'city:2\n', mode: 'Car' } as const;
    expect(await places.distance(request, '203.0.113.7')).toEqual({
      ok: true,
      value: { km: 1439.3 },
    });
    expect(trips).toEqual([{ from: 'city:1', to: 'city:2', mode: 'Car' }]);
    expect(hits).toEqual([['places-distance:ip:203.0.113.7', 300, 600_000]]);
    expect(PLACE_DISTANCE_PER_IP).toEqual({ limit: 300, windowMs: 600_000 });
  });

  it('refuses an IP over its limit without measuring', async () => {
    const { places, trips } = setup(false);
    const request = { from: 'city:1', to: 'city:2', mode: 'Flight' } as const;
    expect(await places.distance(request, '203.0.113.7')).toEqual({
      ok: false,
      error: { code: 'API.RATE_LIMITED', retryAfterSeconds: 30 },
    });
    expect(trips).toEqual([]);
  });
});

describe('PlacesService.warmUp', () => {
  const noRateLimit: RateLimiter = {
    hitAll: async (attempts) => attempts.map(() => ({ allowed: true, retryAfterSeconds: 0 })),
  };
  const directory = (warmUp?: () => Promise<void>): PlacesDirectory => ({
    suggest: async () => ok([]),
    distanceKm: async () => ok(0),
    ...(warmUp ? { warmUp } : {}),
  });

  it("resolves once the directory's data is loaded, and rejects when that failed", async () => {
    let loaded = false;
    const loading = new PlacesService({
      directory: directory(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        loaded = true;
      }),
      rateLimiter: noRateLimit,
    });
    await loading.warmUp();
    expect(loaded).toBe(true);

    const failing = new PlacesService({
      directory: directory(async () => Promise.reject(new Error('data unreadable'))),
      rateLimiter: noRateLimit,
    });
    await expect(failing.warmUp()).rejects.toThrow('data unreadable');
  });

  it('resolves at once for a directory with nothing to load', async () => {
    const places = new PlacesService({ directory: directory(), rateLimiter: noRateLimit });
    await expect(places.warmUp()).resolves.toBeUndefined();
  });
});
