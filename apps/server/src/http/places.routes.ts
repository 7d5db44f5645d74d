import {
  ErrorBody,
  PlaceDistanceQuery,
  PlaceDistanceResponse,
  PlaceSuggestionListResponse,
  PlaceSuggestQuery,
} from '@netzero/contract';
import { formatMessage } from '@netzero/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlacesService, QueryRefused } from '../services/places/places.service.js';
import type { PlacesFailure } from '../services/ports/places-directory.port.js';
import type { RateLimited } from '../services/shared/rate-limits.js';
import { sendError } from './error-handler.js';
import { sendRateLimited } from './rate-limited-reply.js';

const tags = ['Places'];

/** GET /api/places/suggest and /api/places/distance (spec §7): the estimator's From and To. */
export const placeRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (
  app,
  { places },
) => {
  app.get(
    '/api/places/suggest',
    {
      schema: {
        tags,
        summary: 'Suggest places (cities, airports) for what the user typed in From or To',
        description:
          'At most 8 places, best first: an exact name or IATA code, then the start of a name, weighed by population or airport size. Case and accents do not matter. 2–100 characters; at most 600 searches per 10 minutes from one IP.',
        querystring: PlaceSuggestQuery,
        response: {
          200: PlaceSuggestionListResponse,
          400: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const found = await places.suggest(request.query.q, request.ip);
      if (!found.ok) return sendFailure(request, reply, found.error);
      return [...found.value];
    },
  );

  app.get(
    '/api/places/distance',
    {
      schema: {
        tags,
        summary: 'Travel distance in km between two suggested places, by Flight, Car or Boat',
        description:
          'Offline: great-circle distance × 1.08 for flights, × 1.25 by road and × 1.15 by sea (docs/methodology.md). With Google Maps: the driving distance for cars. Rounded to 0.1 km; 0 from a place to itself. An unknown id answers 404 with errors.from or errors.to.',
        querystring: PlaceDistanceQuery,
        response: {
          200: PlaceDistanceResponse,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const distance = await places.distance(request.query, request.ip);
      if (!distance.ok) return sendFailure(request, reply, distance.error);
      return distance.value;
    },
  );
};

/** Answers a refused search or a failed look-up with the contract's error body. */
function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: QueryRefused | RateLimited | PlacesFailure,
): FastifyReply {
  switch (failure.code) {
    case 'PLACES.QUERY_LENGTH':
      return sendError(reply, 400, 'API.INVALID_REQUEST', { q: formatMessage(failure.code) });
    case 'API.RATE_LIMITED':
      return sendRateLimited(reply, failure);
    case 'PLACES.NOT_FOUND':
      return sendError(reply, 404, failure.code, { [failure.field]: formatMessage(failure.code) });
    case 'PLACES.NO_ROUTE':
      return sendError(reply, 404, failure.code);
    case 'PLACES.UNAVAILABLE':
      request.log.warn({ reason: failure.reason }, 'the places directory did not answer');
      return sendError(reply, 502, failure.code);
  }
}
