import { greatCircleKm } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { GooglePlacesDirectory } from './google-places-directory.js';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body: unknown } | 'network-error' | 'hang';

/** A fetch that records each call and answers from `answer(url)`; no network. */
function stubFetch(answer: (url: string, body: unknown) => Answer) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body,
    });
    const reply = answer(url, body);
    if (reply === 'network-error') throw new TypeError('fetch failed');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const DELHI = { latitude: 28.6139, longitude: 77.209 };
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const details = (url: string): Answer => {
  if (url.endsWith('/places/ChIJdelhi')) return { status: 200, body: { location: DELHI } };
  if (url.endsWith('/places/ChIJmumbai')) return { status: 200, body: { location: MUMBAI } };
  return { status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT' } } };
};
const google = (answer: (url: string, body: unknown) => Answer, timeoutMs?: number) => {
  const stub = stubFetch(answer);
  const options = { apiKey: 'test-key', fetch: stub.fetch, ...(timeoutMs ? { timeoutMs } : {}) };
  return { directory: new GooglePlacesDirectory(options), calls: stub.calls };
};
const UNAVAILABLE = { code: 'PLACES.UNAVAILABLE', reason: expect.any(String) };

describe('GooglePlacesDirectory.suggest', () => {
  it('asks Places Autocomplete (New) with the key in a header and maps predictions to suggestions', async () => {
    const { directory, calls } = google(() => ({
      status: 200,
      body: {
        suggestions: [
          {
            placePrediction: {
              placeId: 'ChIJdelhi',
              text: { text: 'New Delhi, Delhi, India' },
              types: ['locality', 'political'],
            },
          },
          { queryPrediction: { text: { text: 'delhi restaurants' } } },
          {
            placePrediction: {
              placeId: 'ChIJdel',
              text: { text: 'Indira Gandhi International Airport, New Delhi, India' },
              types: ['airport', 'point_of_interest'],
            },
          },
          {
            placePrediction: {
              placeId: 'ChIJpier',
              text: { text: 'Gateway of India Jetty, Mumbai' },
              types: ['ferry_terminal'],
            },
          },
          { placePrediction: { placeId: 'ChIJhotel', text: { text: 'Hotel Delhi' } } },
          { placePrediction: { placeId: 'ChIJnotext' } },
        ],
      },
    }));
    expect(await directory.suggest('del', 8)).toEqual({
      ok: true,
      value: [
        { id: 'google:ChIJdelhi', label: 'New Delhi, Delhi, India', kind: 'city' },
        {
          id: 'google:ChIJdel',
          label: 'Indira Gandhi International Airport, New Delhi, India',
          kind: 'airport',
        },
        { id: 'google:ChIJpier', label: 'Gateway of India Jetty, Mumbai', kind: 'port' },
        { id: 'google:ChIJhotel', label: 'Hotel Delhi', kind: 'place' },
      ],
    });
    expect(calls).toEqual([
      {
        url: 'https://places.googleapis.com/v1/places:autocomplete',
        method: 'POST',
        headers: { 'X-Goog-Api-Key': 'test-key', 'Content-Type': 'application/json' },
        body: { input: 'del', languageCode: 'en' },
      },
    ]);
  });

  it('answers at most `limit` suggestions, and none for an empty reply', async () => {
    const many = {
      suggestions: ['a', 'b', 'c'].map((id) => ({
        placePrediction: { placeId: id, text: { text: id } },
      })),
    };
    const limited = await google(() => ({ status: 200, body: many })).directory.suggest('ab', 2);
    expect(limited.ok && limited.value.map((place) => place.id)).toEqual(['google:a', 'google:b']);
    expect(await google(() => ({ status: 200, body: {} })).directory.suggest('zz', 8)).toEqual({
      ok: true,
      value: [],
    });
  });

  it.each<[string, Answer]>([
    ['a refused key (403)', { status: 403, body: { error: { status: 'PERMISSION_DENIED' } } }],
    ['a spent quota (429)', { status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED' } } }],
    ['a server error (503)', { status: 503, body: 'Service Unavailable' }],
    ['no connection', 'network-error'],
  ])('is unavailable after %s', async (_case, answer) => {
    const { directory } = google(() => answer);
    expect(await directory.suggest('del', 8)).toEqual({ ok: false, error: UNAVAILABLE });
  });

  it('gives up after its timeout', async () => {
    const { directory } = google(() => 'hang', 20);
    const failed = await directory.suggest('del', 8);
    expect(failed).toEqual({ ok: false, error: UNAVAILABLE });
    expect(!failed.ok && failed.error).toMatchObject({ reason: expect.stringMatching(/^0 /) });
  });
});

describe('GooglePlacesDirectory.distanceKm', () => {
  it("drives a car with the Routes API's distance, rounded to 0.1 km", async () => {
    const { directory, calls } = google((url) =>
      url.includes('computeRoutes')
        ? { status: 200, body: { routes: [{ distanceMeters: 1_404_456 }] } }
        : details(url),
    );
    const km = await directory.distanceKm({
      from: 'google:ChIJdelhi',
      to: 'google:ChIJmumbai',
      mode: 'Car',
    });
    expect(km).toEqual({ ok: true, value: 1404.5 });
    expect(calls).toEqual([
      {
        url: 'https://routes.googleapis.com/directions/v2:computeRoutes',
        method: 'POST',
        headers: {
          'X-Goog-Api-Key': 'test-key',
          'X-Goog-FieldMask': 'routes.distanceMeters',
          'Content-Type': 'application/json',
        },
        body: {
          origin: { placeId: 'ChIJdelhi' },
          destination: { placeId: 'ChIJmumbai' },
          travelMode: 'DRIVE',
        },
      },
    ]);
  });

  it.each([
    ['Flight', 1.08],
    ['Boat', 1.15],
  ] as const)('measures %s on the great circle between the places (× %d)', async (mode, factor) => {
    const { directory, calls } = google(details);
    const km = await directory.distanceKm({
      from: 'google:ChIJdelhi',
      to: 'google:ChIJmumbai',
      mode,
    });
    const greatCircle = greatCircleKm(
      { lat: DELHI.latitude, lon: DELHI.longitude },
      { lat: MUMBAI.latitude, lon: MUMBAI.longitude },
    );
    expect(km).toEqual({ ok: true, value: Math.round(greatCircle * factor * 10) / 10 });
    expect(calls.map((call) => [call.method, call.url, call.headers['X-Goog-FieldMask']])).toEqual([
      ['GET', 'https://places.googleapis.com/v1/places/ChIJdelhi', 'location'],
      ['GET', 'https://places.googleapis.com/v1/places/ChIJmumbai', 'location'],
    ]);
  });

  it('answers 0 from a place to itself, after checking that Google knows it', async () => {
    const { directory, calls } = google(details);
    const same = { from: 'google:ChIJdelhi', to: 'google:ChIJdelhi', mode: 'Car' as const };
    expect(await directory.distanceKm(same)).toEqual({ ok: true, value: 0 });
    expect(calls.map((call) => call.url)).toEqual([
      'https://places.googleapis.com/v1/places/ChIJdelhi',
    ]);
  });

  it('refuses ids that are not Google place ids without calling Google', async () => {
    const { directory, calls } = google(details);
    const notGoogle = [
      { from: 'city:1273294', to: 'google:ChIJmumbai', field: 'from' },
      { from: 'google:ChIJdelhi', to: 'google:../../v1/x', field: 'to' },
      { from: 'google:', to: 'google:ChIJmumbai', field: 'from' },
    ] as const;
    for (const { from, to, field } of notGoogle) {
      expect(await directory.distanceKm({ from, to, mode: 'Flight' })).toEqual({
        ok: false,
        error: { code: 'PLACES.NOT_FOUND', field },
      });
    }
    expect(calls).toEqual([]);
  });

  it('names the unknown end when Google refuses a place id', async () => {
    const { directory } = google((url) =>
      url.includes('computeRoutes')
        ? { status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } }
        : details(url),
    );
    for (const mode of ['Flight', 'Car'] as const) {
      expect(
        await directory.distanceKm({ from: 'google:ChIJnowhere', to: 'google:ChIJmumbai', mode }),
      ).toEqual({ ok: false, error: { code: 'PLACES.NOT_FOUND', field: 'from' } });
      expect(
        await directory.distanceKm({ from: 'google:ChIJdelhi', to: 'google:ChIJnowhere', mode }),
      ).toEqual({ ok: false, error: { code: 'PLACES.NOT_FOUND', field: 'to' } });
    }
  });

  it('says there is no road when the Routes API finds no route', async () => {
    const { directory } = google((url) =>
      url.includes('computeRoutes') ? { status: 200, body: {} } : details(url),
    );
    const trip = { from: 'google:ChIJdelhi', to: 'google:ChIJmumbai', mode: 'Car' as const };
    expect(await directory.distanceKm(trip)).toEqual({
      ok: false,
      error: { code: 'PLACES.NO_ROUTE' },
    });
  });

  it('is unavailable when Google fails, and treats a place without coordinates as unknown', async () => {
    const trip = { from: 'google:ChIJdelhi', to: 'google:ChIJmumbai' };
    const down = google(() => ({ status: 500, body: { error: { status: 'INTERNAL' } } })).directory;
    expect(await down.distanceKm({ ...trip, mode: 'Car' })).toEqual({
      ok: false,
      error: UNAVAILABLE,
    });
    expect(await down.distanceKm({ ...trip, mode: 'Flight' })).toEqual({
      ok: false,
      error: UNAVAILABLE,
    });
    const carRefusedThenDown = google((url) =>
      url.includes('computeRoutes') ? { status: 404, body: {} } : 'network-error',
    ).directory;
    expect(await carRefusedThenDown.distanceKm({ ...trip, mode: 'Car' })).toEqual({
      ok: false,
      error: UNAVAILABLE,
    });
    const noLocation = google(() => ({ status: 200, body: { displayName: 'x' } })).directory;
    expect(await noLocation.distanceKm({ ...trip, mode: 'Boat' })).toEqual({
      ok: false,
      error: { code: 'PLACES.NOT_FOUND', field: 'from' },
    });
  });
});
