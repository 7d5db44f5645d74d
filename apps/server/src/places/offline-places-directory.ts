import {
  type DistanceRequest,
  err,
  ok,
  type PlaceSuggestion,
  type Result,
  travelDistanceKm,
} from '@netzero/core';
import type { PlacesDirectory, PlacesFailure } from '../services/ports/places-directory.port.js';
import { GazetteerIndex } from './gazetteer-index.js';
import type { GazetteerPlace } from './gazetteer-place.js';
import { worldPlaces } from './world-gazetteer.js';

// A place of unknown region (test data, a future source) is not refused.
function sameRoadRegion(a: string | undefined, b: string | undefined): boolean {
  return a === undefined || b === undefined || a === b;
}

/**
 * Places from the bundled gazetteer (cities and airports, no network), distances from great-circle
 * distance times the core's factor for the transport (docs/methodology.md §5); no car distance
 * between road regions (roadRegion). The data is read and
 * indexed once, on the first call, in slices that leave the event loop free between them.
 */
export class OfflinePlacesDirectory implements PlacesDirectory {
  readonly #places: () => Iterable<GazetteerPlace>;
  readonly #sliceMs: number | undefined;
  #index: Promise<GazetteerIndex> | null = null;

  /**
   * `places` is the data to index (the world's cities and airports unless a test gives its own);
   * `sliceMs` how long each slice of the build may hold the event loop (runInSlices' default).
   */
  constructor(
    places: () => Iterable<GazetteerPlace> = worldPlaces,
    options: { readonly sliceMs?: number } = {},
  ) {
    this.#places = places;
    this.#sliceMs = options.sliceMs;
  }

  async suggest(query: string, limit: number): Promise<Result<readonly PlaceSuggestion[], never>> {
    return ok((await this.index()).search(query, limit));
  }

  async distanceKm(request: DistanceRequest): Promise<Result<number, PlacesFailure>> {
    const index = await this.index();
    const from = index.find(request.from);
    if (!from) return err({ code: 'PLACES.NOT_FOUND', field: 'from' });
    const to = index.find(request.to);
    if (!to) return err({ code: 'PLACES.NOT_FOUND', field: 'to' });
    // Great circle × circuity would cross an ocean: a car needs both places on one road region.
    if (request.mode === 'Car' && !sameRoadRegion(from.roadRegion, to.roadRegion)) {
      return err({ code: 'PLACES.NO_ROUTE' });
    }
    return ok(travelDistanceKm(from.point, to.point, request.mode));
  }

  async warmUp(): Promise<void> {
    await this.index();
  }

  /**
   * The index (about 0.7 s of work and 45 MB for the world data). The first call starts the build
   * and every call until it ends shares it, so the data is read once; a failed build is forgotten,
   * so that the next call tries again rather than failing for the life of the process.
   */
  index(): Promise<GazetteerIndex> {
    if (this.#index === null) {
      const building = GazetteerIndex.build(this.#places(), this.#sliceMs);
      this.#index = building;
      building.catch(() => {
        if (this.#index === building) this.#index = null;
      });
    }
    return this.#index;
  }
}
