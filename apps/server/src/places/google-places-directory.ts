import {
  type DistanceRequest,
  err,
  type GeoPoint,
  ok,
  type PlaceKind,
  type PlaceSuggestion,
  type Result,
  roundKmToTenth,
  travelDistanceKm,
} from '@netzero/core';
import type { PlacesDirectory, PlacesFailure } from '../services/ports/places-directory.port.js';
import {
  GoogleMapsClient,
  type GoogleMapsOptions,
  type GoogleReply,
} from './google-maps-client.js';

/** Our ids for Google's places: 'google:' and Google's place id. */
const ID_PREFIX = 'google:';
const PLACE_ID = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * Places from Google Maps Platform: Places Autocomplete (New) for suggestions, the Routes API's
 * driving distance for cars, and great-circle distance between the places' coordinates (Place
 * Details) times the core's factor for flights and boats. Vendor failures become PlacesFailure.
 */
export class GooglePlacesDirectory implements PlacesDirectory {
  readonly #google: GoogleMapsClient;

  constructor(options: GoogleMapsOptions) {
    this.#google = new GoogleMapsClient(options);
  }

  async suggest(
    query: string,
    limit: number,
  ): Promise<Result<readonly PlaceSuggestion[], PlacesFailure>> {
    const reply = await this.#google.call(`${this.#google.placesUrl}/places:autocomplete`, null, {
      input: query,
      languageCode: 'en',
    });
    if (!reply.ok) return err(unavailable(reply));
    const suggestions = (reply.body as AutocompleteBody).suggestions ?? [];
    return ok(
      suggestions
        .flatMap(({ placePrediction: place }) =>
          place?.placeId && place.text?.text
            ? [{ id: ID_PREFIX + place.placeId, label: place.text.text, kind: kindOf(place.types) }]
            : [],
        )
        .slice(0, limit),
    );
  }

  async distanceKm(request: DistanceRequest): Promise<Result<number, PlacesFailure>> {
    const from = placeIdOf(request.from);
    if (!from) return err({ code: 'PLACES.NOT_FOUND', field: 'from' });
    const to = placeIdOf(request.to);
    if (!to) return err({ code: 'PLACES.NOT_FOUND', field: 'to' });
    if (request.mode === 'Car' && from !== to) return this.#drivingKm(from, to);
    const looking = this.#location(from);
    const [start, end] = await Promise.all([looking, from === to ? looking : this.#location(to)]);
    if (!start.ok) return err(notFoundAs(start.error, 'from'));
    if (!end.ok) return err(notFoundAs(end.error, 'to'));
    return ok(travelDistanceKm(start.value, end.value, request.mode));
  }

  /** The Routes API's driving distance; a refused place is looked up to say which one. */
  async #drivingKm(from: string, to: string): Promise<Result<number, PlacesFailure>> {
    const reply = await this.#google.call(
      `${this.#google.routesUrl}/directions/v2:computeRoutes`,
      'routes.distanceMeters',
      { origin: { placeId: from }, destination: { placeId: to }, travelMode: 'DRIVE' },
    );
    if (!reply.ok) {
      if (!isRefusedPlace(reply)) return err(unavailable(reply));
      const start = await this.#location(from);
      return err(
        start.ok ? { code: 'PLACES.NOT_FOUND', field: 'to' } : notFoundAs(start.error, 'from'),
      );
    }
    const metres = (reply.body as RoutesBody).routes?.[0]?.distanceMeters;
    if (typeof metres !== 'number' || !Number.isFinite(metres) || metres < 0) {
      return err({ code: 'PLACES.NO_ROUTE' });
    }
    return ok(roundKmToTenth(metres / 1000));
  }

  /** A place's coordinates from Place Details (New), asking for the location field only. */
  async #location(placeId: string): Promise<Result<GeoPoint, PlacesFailure | 'REFUSED'>> {
    const url = `${this.#google.placesUrl}/places/${encodeURIComponent(placeId)}`;
    const reply = await this.#google.call(url, 'location', undefined);
    if (!reply.ok) return err(isRefusedPlace(reply) ? 'REFUSED' : unavailable(reply));
    const { latitude: lat, longitude: lon } = (reply.body as DetailsBody).location ?? {};
    if (typeof lat !== 'number' || typeof lon !== 'number') return err('REFUSED');
    return ok({ lat, lon });
  }
}

type GoogleFailure = Extract<GoogleReply, { ok: false }>;

// The parts of Google's replies we read.
interface AutocompleteBody {
  suggestions?: {
    placePrediction?: { placeId?: string; text?: { text?: string }; types?: string[] };
  }[];
}
interface RoutesBody {
  routes?: { distanceMeters?: number }[];
}
interface DetailsBody {
  location?: { latitude?: number; longitude?: number };
}

/** Google's place id inside one of our ids, or null when it is not one of Google's. */
function placeIdOf(id: string): string | null {
  const placeId = id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length) : '';
  return PLACE_ID.test(placeId) ? placeId : null;
}

/** Google answers 400 INVALID_ARGUMENT or 404 NOT_FOUND for a place id it does not know. */
function isRefusedPlace(reply: GoogleFailure): boolean {
  return reply.status === 400 || reply.status === 404;
}

function unavailable(reply: GoogleFailure): PlacesFailure {
  return { code: 'PLACES.UNAVAILABLE', reason: `${reply.status} ${reply.reason}` };
}

function notFoundAs(failure: PlacesFailure | 'REFUSED', field: 'from' | 'to'): PlacesFailure {
  return failure === 'REFUSED' ? { code: 'PLACES.NOT_FOUND', field } : failure;
}

const CITY_TYPES = new Set([
  'locality',
  'postal_town',
  'administrative_area_level_3',
  'sublocality',
]);
const PORT_TYPES = new Set(['ferry_terminal', 'marina']);

/** Our kind of a place from Google's place types. */
function kindOf(types: readonly string[] = []): PlaceKind {
  if (types.includes('airport')) return 'airport';
  if (types.some((type) => PORT_TYPES.has(type))) return 'port';
  if (types.some((type) => CITY_TYPES.has(type))) return 'city';
  return 'place';
}
