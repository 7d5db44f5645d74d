import {
  type DistanceRequest,
  err,
  ok,
  type PlaceSuggestion,
  type Result,
  travelDistanceKm,
} from '@netzero/core';
import type { PlacesDirectory, PlacesFailure } from '../services/ports/places-directory.port.js';
import { GazetteerIndex, type GazetteerPlace } from './gazetteer-index.js';
import { worldPlaces } from './world-gazetteer.js';

/**
 * Places from the bundled gazetteer (cities and airports, no network), distances from great-circle
 * distance times the core's factor for the transport (docs/methodology.md §5). The data is read and
 * indexed once, on the first call.
 */
export class OfflinePlacesDirectory implements PlacesDirectory {
  readonly #places: () => Iterable<GazetteerPlace>;
  #index: GazetteerIndex | null = null;

  /** `places` is the data to index (the world's cities and airports unless a test gives its own). */
  constructor(places: () => Iterable<GazetteerPlace> = worldPlaces) {
    this.#places = places;
  }

  async suggest(query: string, limit: number): Promise<Result<readonly PlaceSuggestion[], never>> {
    return ok(this.index().search(query, limit));
  }

  async distanceKm(request: DistanceRequest): Promise<Result<number, PlacesFailure>> {
    const from = this.index().find(request.from);
    if (!from) return err({ code: 'PLACES.NOT_FOUND', field: 'from' });
    const to = this.index().find(request.to);
    if (!to) return err({ code: 'PLACES.NOT_FOUND', field: 'to' });
    return ok(travelDistanceKm(from.point, to.point, request.mode));
  }

  warmUp(): void {
    this.index();
  }

  /** The index, built on first use (about a second and 45 MB for the world data). */
  index(): GazetteerIndex {
    this.#index ??= GazetteerIndex.build(this.#places());
    return this.#index;
  }
}
