import type { DistanceRequest, PlaceSuggestion, Result } from '@netzero/core';

/** Why a places directory could not answer. */
export type PlacesFailure =
  /** The place `field` names is not one the directory knows. */
  | { readonly code: 'PLACES.NOT_FOUND'; readonly field: 'from' | 'to' }
  /** Both places exist but the transport cannot connect them (no road). */
  | { readonly code: 'PLACES.NO_ROUTE' }
  /** The maps service failed, timed out or refused us; `reason` is for the server's log only. */
  | { readonly code: 'PLACES.UNAVAILABLE'; readonly reason?: string };

/** Place search and travel distances: the offline gazetteer, or a maps service. */
export interface PlacesDirectory {
  /** Up to `limit` places matching what the user typed (2–100 characters, trimmed), best first. */
  suggest(query: string, limit: number): Promise<Result<readonly PlaceSuggestion[], PlacesFailure>>;
  /** The travel distance between two suggested places, in kilometres rounded to 0.1 km. */
  distanceKm(request: DistanceRequest): Promise<Result<number, PlacesFailure>>;
  /**
   * Loads what the directory keeps in memory, so that the first visitor does not wait for it;
   * resolves once loaded, rejects if that failed (the next call tries again).
   */
  warmUp?(): Promise<void>;
}
