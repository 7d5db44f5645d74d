import type { GatewayResult } from '../../src/ports/gateway-error.js';
import type {
  DistanceRequest,
  DistanceResult,
  PlaceSuggestion,
  PlacesGateway,
} from '../../src/ports/places-gateway.port.js';
import { err, ok } from '../../src/shared/result.js';
import { GatewayScript, httpError } from './gateway-fakes.js';

/**
 * A PlacesGateway over a fixed gazetteer: suggest matches labels case-insensitively; distance reads
 * distancesKm, keyed 'from|to|mode' (either direction), and answers 404 for an unknown route.
 */
export class FakePlacesGateway implements PlacesGateway {
  readonly script = new GatewayScript<PlacesGateway>();
  /** Distances in kilometres, keyed by distanceKey(). */
  readonly distancesKm = new Map<string, number>();

  constructor(public places: readonly PlaceSuggestion[] = []) {}

  /** The distancesKm key of a route. */
  static distanceKey(from: string, to: string, mode: DistanceRequest['mode']): string {
    return `${from}|${to}|${mode}`;
  }

  suggest(query: string): GatewayResult<readonly PlaceSuggestion[]> {
    return this.script.answer({ method: 'suggest', args: [query] }, () => {
      const needle = query.trim().toLowerCase();
      if (needle === '') return ok([]);
      return ok(this.places.filter((place) => place.label.toLowerCase().includes(needle)));
    });
  }

  distance(request: DistanceRequest): GatewayResult<DistanceResult> {
    return this.script.answer({ method: 'distance', args: [request] }, () => {
      const key = FakePlacesGateway.distanceKey;
      const km =
        this.distancesKm.get(key(request.from, request.to, request.mode)) ??
        this.distancesKm.get(key(request.to, request.from, request.mode));
      return km === undefined ? err(httpError(404, 'No route found', 'Not Found')) : ok({ km });
    });
  }
}
