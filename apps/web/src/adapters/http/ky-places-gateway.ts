import type {
  DistanceRequest,
  DistanceResult,
  GatewayResult,
  PlaceKind,
  PlaceSuggestion,
  PlacesGateway,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { asObject, asText, callJson } from './http-client';
import { mapReply } from './map-reply';

const KINDS: readonly PlaceKind[] = ['city', 'airport', 'port', 'place'];

/** PlacesGateway over our server's GET /api/places/suggest and /api/places/distance. */
export class KyPlacesGateway implements PlacesGateway {
  constructor(private readonly http: KyInstance) {}

  suggest(query: string): GatewayResult<readonly PlaceSuggestion[]> {
    const reply = callJson(this.http, 'api/places/suggest', { searchParams: { q: query } });
    return mapReply(reply, (_body, raw) => (Array.isArray(raw) ? raw.map(readSuggestion) : []));
  }

  distance(request: DistanceRequest): GatewayResult<DistanceResult> {
    const reply = callJson(this.http, 'api/places/distance', {
      searchParams: { from: request.from, to: request.to, mode: request.mode },
    });
    return mapReply(reply, (body) => ({ km: typeof body.km === 'number' ? body.km : Number.NaN }));
  }
}

function readSuggestion(entry: unknown): PlaceSuggestion {
  const place = asObject(entry);
  const kind = KINDS.find((candidate) => candidate === place.kind) ?? 'place';
  return { id: asText(place.id), label: asText(place.label), kind };
}
