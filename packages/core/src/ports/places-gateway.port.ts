import type { GatewayResult } from './gateway-error.js';

/** What kind of place a suggestion is. */
export type PlaceKind = 'city' | 'airport' | 'port' | 'place';

/** One entry of the From/To suggestion list. */
export interface PlaceSuggestion {
  /** Stable id of the place, passed back to distance(). */
  readonly id: string;
  /** What the list shows, e.g. 'Frankfurt Airport (FRA), Germany'. */
  readonly label: string;
  readonly kind: PlaceKind;
}

/** Two places and how one travels between them. */
export interface DistanceRequest {
  /** Id of the start place (a PlaceSuggestion id). */
  readonly from: string;
  /** Id of the end place (a PlaceSuggestion id). */
  readonly to: string;
  /** The estimator's transport choice (spec §2 'Tourism lines'). */
  readonly mode: 'Flight' | 'Car' | 'Boat';
}

/** A travel distance. */
export interface DistanceResult {
  /** Distance, in kilometres. */
  readonly km: number;
}

/** Place suggestions and travel distances for the estimator (spec §7, served by our server). */
export interface PlacesGateway {
  /** Places whose name matches what the user typed. */
  suggest(query: string): GatewayResult<readonly PlaceSuggestion[]>;
  /** Distance between two places for a mode: great-circle for flights, by road or sea otherwise. */
  distance(request: DistanceRequest): GatewayResult<DistanceResult>;
}
