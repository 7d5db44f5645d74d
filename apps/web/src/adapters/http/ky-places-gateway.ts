import type {
  DistanceRequest,
  DistanceResult,
  GatewayResult,
  PlaceSuggestion,
  PlacesGateway,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const Suggestions = fromContract(({ PlaceSuggestionListResponse }) => PlaceSuggestionListResponse);
const Distance = fromContract(({ PlaceDistanceResponse }) => PlaceDistanceResponse);

/** PlacesGateway over our server's GET /api/places/suggest and /api/places/distance, decoded with the contract. */
export class KyPlacesGateway implements PlacesGateway {
  constructor(private readonly http: KyInstance) {}

  suggest(query: string): GatewayResult<readonly PlaceSuggestion[]> {
    return callJson(this.http, 'api/places/suggest', Suggestions, {
      searchParams: { q: query },
    });
  }

  distance(request: DistanceRequest): GatewayResult<DistanceResult> {
    return callJson(this.http, 'api/places/distance', Distance, {
      searchParams: { from: request.from, to: request.to, mode: request.mode },
    });
  }
}
