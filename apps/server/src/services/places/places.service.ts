import {
  type DistanceRequest,
  err,
  isPlaceQueryLength,
  ok,
  PLACE_SUGGESTIONS_MAX,
  type PlaceSuggestion,
  type Result,
} from '@netzero/core';
import type { PlacesDirectory, PlacesFailure } from '../ports/places-directory.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import { clientNetwork } from '../shared/client-network.js';
import { hitRateLimits, type RateLimit, type RateLimited } from '../shared/rate-limits.js';

const MINUTE_MS = 60_000;

/** Place searches from one client IP: 600 per 10 minutes (one a second, typing as fast as one can). */
export const PLACE_SUGGEST_PER_IP: RateLimit = { limit: 600, windowMs: 10 * MINUTE_MS };
/** Distance look-ups from one client IP: 300 per 10 minutes. */
export const PLACE_DISTANCE_PER_IP: RateLimit = { limit: 300, windowMs: 10 * MINUTE_MS };

/** A search the rules refuse: too short or too long once trimmed. */
export type QueryRefused = { readonly code: 'PLACES.QUERY_LENGTH' };

/**
 * The estimator's From and To (spec §2 'Tourism lines', §7): place suggestions and the distance
 * between two of them, from the configured directory, rate-limited per client IP.
 */
export class PlacesService {
  readonly #directory: PlacesDirectory;
  readonly #rateLimiter: RateLimiter;

  constructor(deps: { directory: PlacesDirectory; rateLimiter: RateLimiter }) {
    this.#directory = deps.directory;
    this.#rateLimiter = deps.rateLimiter;
  }

  /**
   * Loads the directory's data now rather than on first use (the offline gazetteer: about 0.7 s of
   * indexing, in slices that let requests through); rejects if that failed.
   */
  async warmUp(): Promise<void> {
    await this.#directory.warmUp?.();
  }

  /** At most PLACE_SUGGESTIONS_MAX places for what the user typed (2–100 characters once trimmed). */
  async suggest(
    query: string,
    clientIp: string,
  ): Promise<Result<readonly PlaceSuggestion[], QueryRefused | RateLimited | PlacesFailure>> {
    const trimmed = query.trim();
    if (!isPlaceQueryLength(trimmed)) return err({ code: 'PLACES.QUERY_LENGTH' });
    const limited = await hitRateLimits(this.#rateLimiter, [
      [`places-suggest:ip:${clientNetwork(clientIp)}`, PLACE_SUGGEST_PER_IP],
    ]);
    if (limited) return err(limited);
    return this.#directory.suggest(trimmed, PLACE_SUGGESTIONS_MAX);
  }

  /** The travel distance between two suggested places by a transport, in km (0 for one place). */
  async distance(
    request: DistanceRequest,
    clientIp: string,
  ): Promise<Result<{ km: number }, RateLimited | PlacesFailure>> {
    const limited = await hitRateLimits(this.#rateLimiter, [
      [`places-distance:ip:${clientNetwork(clientIp)}`, PLACE_DISTANCE_PER_IP],
    ]);
    if (limited) return err(limited);
    const trimmed = { ...request, from: request.from.trim(), to: request.to.trim() };
    const km = await this.#directory.distanceKm(trimmed);
    return km.ok ? ok({ km: km.value }) : km;
  }
}
