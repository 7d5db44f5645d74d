import {
  formatMessage,
  PLACE_QUERY_MAX_CHARS,
  PLACE_QUERY_MIN_CHARS,
  type PlaceKind,
  TOURISM_TRANSPORTS,
} from '@netzero/core';
import { z } from 'zod';
import { singleLine } from './fields.js';

const queryLength = formatMessage('PLACES.QUERY_LENGTH');
const placeRequired = formatMessage('PLACES.PLACE_REQUIRED');

/** Longest place id accepted, in characters (ours are short; a maps service's ids are opaque). */
export const PLACE_ID_MAX_CHARS = 300;

/** GET /api/places/suggest query: what the user typed in From or To, 2–100 characters once trimmed. */
export const PlaceSuggestQuery = z.object({
  q: singleLine(
    z
      .string({ error: queryLength })
      .trim()
      .min(PLACE_QUERY_MIN_CHARS, { error: queryLength })
      .max(PLACE_QUERY_MAX_CHARS, { error: queryLength }),
  ).describe('The text typed so far, e.g. "del" or "São Paulo"; case and accents do not matter.'),
});
/** GET /api/places/suggest query. */
export type PlaceSuggestQuery = z.infer<typeof PlaceSuggestQuery>;

const PLACE_KINDS = ['city', 'airport', 'port', 'place'] as const satisfies readonly PlaceKind[];

/** One suggestion: a stable id to send back to /api/places/distance, the text to show, its kind. */
export const PlaceSuggestionResponse = z.object({
  id: z.string().describe("Stable id, e.g. 'city:1261481' or 'airport:BOM'."),
  label: z.string().describe("What the list shows, e.g. 'New Delhi, India'."),
  kind: z.enum(PLACE_KINDS),
});
/** One place suggestion. */
export type PlaceSuggestionResponse = z.infer<typeof PlaceSuggestionResponse>;

/** GET /api/places/suggest reply: at most 8 suggestions, best first (an empty array when none match). */
export const PlaceSuggestionListResponse = z.array(PlaceSuggestionResponse);

const PlaceId = singleLine(
  z
    .string({ error: placeRequired })
    .trim()
    .min(1, { error: placeRequired })
    .max(PLACE_ID_MAX_CHARS, { error: formatMessage('PLACES.NOT_FOUND') }),
).describe('A suggestion id from /api/places/suggest.');

/** GET /api/places/distance query: two suggestion ids and the estimator's transport. */
export const PlaceDistanceQuery = z.object({
  from: PlaceId,
  to: PlaceId,
  mode: z
    .enum(TOURISM_TRANSPORTS, { error: formatMessage('PLACES.MODE_INVALID') })
    .describe('Flight: great circle + 8 %; Car: by road; Boat: by sea.'),
});
/** GET /api/places/distance query. */
export type PlaceDistanceQuery = z.infer<typeof PlaceDistanceQuery>;

/** GET /api/places/distance reply: the travel distance. */
export const PlaceDistanceResponse = z.object({
  km: z.number().nonnegative().describe('Distance, in kilometres, rounded to 0.1 km.'),
});
/** GET /api/places/distance reply. */
export type PlaceDistanceResponse = z.infer<typeof PlaceDistanceResponse>;
