import { err, type PlaceSuggestion } from '@netzero/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlacesService } from '../services/places/places.service.js';
import type { PlacesDirectory } from '../services/ports/places-directory.port.js';
import type { RateLimiter } from '../services/ports/rate-limiter.port.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { buildApp } from './app.js';

// The real offline directory (the bundled cities and airports), through the HTTP contract.

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const suggest = async (q: string): Promise<PlaceSuggestion[]> => {
  const response = await get(`/api/places/suggest?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const distance = (from: string, to: string, mode: string) =>
  get(`/api/places/distance?${new URLSearchParams({ from, to, mode })}`);
/** The id of the suggestion with this label, as a user picks it from the list. */
const pick = async (q: string, label: string): Promise<string> => {
  const found = (await suggest(q)).find((suggestion) => suggestion.label === label);
  expect(found, `${label} among the suggestions for ${q}`).toBeDefined();
  return found?.id ?? '';
};

const INVALID = 'Please correct the highlighted fields.';
const QUERY_LENGTH = 'Type 2 to 100 characters to search for a place.';
const NOT_FOUND = 'We could not find this place. Please pick one from the suggestions.';

describe('GET /api/places/suggest', () => {
  it("suggests New Delhi and Delhi for 'del', at most 8 places with an id, a label and a kind", async () => {
    const found = await suggest('del');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(8);
    expect(found).toContainEqual({ id: 'city:1261481', label: 'New Delhi, India', kind: 'city' });
    expect(found).toContainEqual({ id: 'city:1273294', label: 'Delhi, India', kind: 'city' });
    expect(found).toContainEqual(expect.objectContaining({ id: 'airport:DEL', kind: 'airport' }));
    for (const place of found) {
      expect(place).toEqual({
        id: expect.any(String),
        label: expect.any(String),
        kind: expect.any(String),
      });
      expect(['city', 'airport', 'port', 'place']).toContain(place.kind);
    }
  });

  it("puts Mumbai first for 'mumbai', with its airport (also found as 'Bombay')", async () => {
    const found = await suggest('mumbai');
    expect(found[0]).toEqual({ id: 'city:1275339', label: 'Mumbai, India', kind: 'city' });
    const airport = {
      id: 'airport:BOM',
      label: 'Chhatrapati Shivaji International Airport (BOM), Mumbai, India',
      kind: 'airport',
    };
    expect(found).toContainEqual(airport);
    expect(await suggest('Bombay')).toContainEqual(airport);
    expect((await suggest('bom'))[0]).toEqual(airport);
  });

  it.each(['sao paulo', 'SÃO PAULO', '  São Paulo  ', 'sao-paulo'])(
    'ignores case, accents and punctuation: %j finds São Paulo first',
    async (q) => {
      expect((await suggest(q))[0]).toEqual({
        id: 'city:3448439',
        label: 'São Paulo, Brazil',
        kind: 'city',
      });
    },
  );

  it('finds a suggestion again from its own label (a user editing the field)', async () => {
    expect((await suggest('New Delhi, India'))[0]?.id).toBe('city:1261481');
    expect((await suggest('springfield, il'))[0]?.label).toBe('Springfield, IL, United States');
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await suggest('qqxqqz')).toEqual([]);
    expect(await suggest('!!!')).toEqual([]);
  });

  it.each([
    ['no q', '/api/places/suggest'],
    ['an empty q', '/api/places/suggest?q='],
    ['one character', '/api/places/suggest?q=d'],
    ['one character between spaces', '/api/places/suggest?q=%20%20d%20%20'],
    ['200 characters', `/api/places/suggest?q=${'a'.repeat(200)}`],
    ['q twice', '/api/places/suggest?q=del&q=mum'],
  ])('refuses %s with 400 and errors.q', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID, errors: { q: QUERY_LENGTH } });
  });
});

describe('GET /api/places/distance', () => {
  it('drives Delhi → Mumbai, picked from the suggestions, in a plausible road distance', async () => {
    const delhi = await pick('delhi', 'Delhi, India');
    const mumbai = await pick('mumbai', 'Mumbai, India');
    const response = await distance(delhi, mumbai, 'Car');
    expect(response.statusCode).toBe(200);
    const { km } = response.json();
    // Great circle ≈ 1,150 km; × 1.25 road circuity ≈ 1,440 km (the NH48 is about 1,400 km).
    expect(km).toBeGreaterThan(1350);
    expect(km).toBeLessThan(1500);
    expect(Math.round(km * 10)).toBe(km * 10);
  });

  it('flies the great circle plus 8 % and sails it plus 15 %, the same both ways', async () => {
    const km = async (from: string, to: string, mode: string) =>
      (await distance(from, to, mode)).json().km;
    const [delhi, mumbai] = ['city:1273294', 'city:1275339'];
    const flight = await km(delhi, mumbai, 'Flight');
    const car = await km(delhi, mumbai, 'Car');
    const boat = await km(mumbai, delhi, 'Boat');
    expect(flight).toBeGreaterThan(1150 * 1.08 - 10);
    expect(flight).toBeLessThan(1150 * 1.08 + 10);
    expect(car / flight).toBeCloseTo(1.25 / 1.08, 3);
    expect(boat / flight).toBeCloseTo(1.15 / 1.08, 3);
    expect(await km(mumbai, delhi, 'Flight')).toBe(flight);
  });

  it('measures between an airport and a city', async () => {
    const response = await distance('airport:DEL', 'airport:BOM', 'Flight');
    expect(response.statusCode).toBe(200);
    expect(response.json().km).toBeGreaterThan(1150);
    expect(response.json().km).toBeLessThan(1300);
  });

  it('answers 0 km from a place to itself', async () => {
    for (const mode of ['Flight', 'Car', 'Boat']) {
      const response = await distance('city:1275339', 'city:1275339', mode);
      expect(response.json()).toEqual({ km: 0 });
    }
  });

  it.each([
    ['from', 'city:0', 'city:1275339'],
    ['to', 'city:1275339', 'airport:ZZZ'],
    ['from', 'Mumbai, India', 'city:1275339'],
    ['from', 'google:ChIJabc', 'city:1275339'],
  ])('answers an unknown %s with 404 and says which field', async (field, from, to) => {
    const response = await distance(from, to, 'Car');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NOT_FOUND, errors: { [field]: NOT_FOUND } });
  });

  it.each([
    ['no mode', '/api/places/distance?from=city:1273294&to=city:1275339'],
    ['Train', '/api/places/distance?from=city:1273294&to=city:1275339&mode=Train'],
    ['lower-case car', '/api/places/distance?from=city:1273294&to=city:1275339&mode=car'],
  ])('refuses %s with 400 and errors.mode', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: INVALID,
      errors: { mode: 'Please choose Flight, Car or Boat.' },
    });
  });

  it('refuses a missing or blank place with 400 and asks to pick one', async () => {
    const response = await get('/api/places/distance?to=%20&mode=Car');
    expect(response.statusCode).toBe(400);
    const pickOne = 'Please pick a place from the suggestions.';
    expect(response.json()).toEqual({ message: INVALID, errors: { from: pickOne, to: pickOne } });
  });
});

describe('places failures through HTTP', () => {
  const failing = (error: Parameters<typeof err>[0]): PlacesDirectory => ({
    suggest: async () => err(error as never),
    distanceKm: async () => err(error as never),
  });
  const appWith = (
    directory: PlacesDirectory,
    limiter: RateLimiter = { hitAll: async (hits) => hits.map(() => allowed) },
  ) =>
    buildApp({
      ...ctx.appDependencies,
      places: new PlacesService({ directory, rateLimiter: limiter }),
    });
  const allowed = { allowed: true, retryAfterSeconds: 0 };

  it('answers 502 when the maps service does not answer, with a message to type the km', async () => {
    const app = await appWith(
      failing({ code: 'PLACES.UNAVAILABLE', reason: '403 PERMISSION_DENIED' }),
    );
    for (const url of ['/api/places/suggest?q=del', '/api/places/distance?from=a&to=b&mode=Car']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message:
          'The maps service is not answering right now. Please type the distance in kilometres.',
      });
    }
    await app.close();
  });

  it('finds no road from Honolulu to London offline (an ocean between), but a flight', async () => {
    const honolulu = await pick('honolulu', 'Honolulu, HI, United States');
    const london = await pick('london', 'London, United Kingdom');
    const byCar = await distance(honolulu, london, 'Car');
    expect(byCar.statusCode).toBe(404);
    expect(byCar.json().message).toBe(
      'We found no road route between these places. Choose another transport or type the distance.',
    );
    const byAir = await distance(honolulu, london, 'Flight');
    expect(byAir.statusCode).toBe(200);
    expect(byAir.json().km).toBeGreaterThan(11_000);
  });

  it('answers 404 when there is no road between the places', async () => {
    const app = await appWith(failing({ code: 'PLACES.NO_ROUTE' }));
    const response = await app.inject({
      method: 'GET',
      url: '/api/places/distance?from=google:a&to=google:b&mode=Car',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'We found no road route between these places. Choose another transport or type the distance.',
    );
    await app.close();
  });

  it('answers 429 with Retry-After when one IP searches too often', async () => {
    const refusing: RateLimiter = {
      hitAll: async (hits) => hits.map(() => ({ allowed: false, retryAfterSeconds: 42 })),
    };
    const app = await appWith(failing({ code: 'PLACES.NO_ROUTE' }), refusing);
    for (const url of ['/api/places/suggest?q=del', '/api/places/distance?from=a&to=b&mode=Car']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('42');
      expect(response.json().message).toBe(
        'Too many attempts. Please wait 42 seconds and try again.',
      );
    }
    await app.close();
  });

  it('documents both calls in the OpenAPI description', () => {
    const spec = ctx.app.swagger() as { paths: Record<string, { get?: { tags?: string[] } }> };
    expect(spec.paths['/api/places/suggest']?.get?.tags).toEqual(['Places']);
    expect(spec.paths['/api/places/distance']?.get?.tags).toEqual(['Places']);
  });
});
