import {
  ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  V1Estimate,
  V1EstimateParams,
  V1EstimateRequest,
} from '@netzero/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  ApiEstimate,
  ApiEstimateService,
} from '../services/developers/api-estimate.service.js';
import { apiCallerOf, type apiKeyGuards } from './api-key-guard.js';
import { sendError } from './error-handler.js';

const tags = ['Estimates'];
const security = [{ apiKey: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

type Guard = ReturnType<typeof apiKeyGuards>['requireAnyKey'];

// The checkout widget calls these from a merchant's page with a publishable key: any origin may
// read the answers (a key, not a cookie, authenticates, so no credentials are involved).
const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': `authorization, content-type, ${IDEMPOTENCY_KEY_HEADER}`,
  'access-control-expose-headers': 'ratelimit, ratelimit-policy, retry-after',
  'access-control-max-age': '600',
};

function allowAnyOrigin(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(CORS_HEADERS)) reply.header(name, value);
}

/** An estimate on the wire of /v1. */
export function toV1Estimate(estimate: ApiEstimate): V1Estimate {
  return {
    object: 'estimate',
    id: estimate.id,
    mode: estimate.mode,
    createdAt: estimate.createdAt.toISOString(),
    lines: estimate.lines.map((line) => ({
      input: line.input,
      grams: line.grams,
      tonnes: line.tonnes,
      factors: line.factors.map((factor) => ({ ...factor, inputs: [...factor.inputs] })),
    })),
    totalGrams: estimate.totalGrams,
    totalTonnes: estimate.totalTonnes,
    tonnesToOffset: estimate.tonnesToOffset,
  };
}

/**
 * POST /v1/estimates and GET /v1/estimates/{id}, for secret and publishable keys, from any origin
 * (CORS, with a preflight that needs no key); an estimate is seen only by its account and mode.
 */
export const v1EstimateRoutes: FastifyPluginAsyncZod<{
  estimates: ApiEstimateService;
  requireAnyKey: Guard;
}> = async (app, { estimates, requireAnyKey }) => {
  // First, so that a refusal by the key guard carries them too and the browser can read it.
  app.addHook('onRequest', async (_request, reply) => allowAnyOrigin(reply));

  const preflight = { schema: { hide: true } };
  app.options('/v1/estimates', preflight, async (_request, reply) => reply.code(204).send());
  app.options('/v1/estimates/:id', preflight, async (_request, reply) => reply.code(204).send());

  app.post(
    '/v1/estimates',
    {
      onRequest: requireAnyKey,
      schema: {
        operationId: 'createEstimate',
        tags,
        security,
        summary: 'Estimate emissions',
        description:
          'Tonnes CO2 of trips (flight, car, boat: km), boating (km, passengers, lengthMetres), events (attendees × hours, energy in kWh) and hotel stays (nights × stars, energy), with the same rules and factors as the site’s business estimator. Each line answers its whole grams, tonnes and the factors behind them with their sources; tonnesToOffset is the whole tonnes an order by this estimate buys. Publishable keys (nzpk_…) may call it, from any origin.',
        body: V1EstimateRequest,
        response: { 201: V1Estimate, 400: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const estimate = await estimates.create(apiCallerOf(request), request.body.lines);
      return reply.code(201).send(toV1Estimate(estimate));
    },
  );

  app.get(
    '/v1/estimates/:id',
    {
      onRequest: requireAnyKey,
      schema: {
        operationId: 'getEstimate',
        tags,
        security,
        summary: 'Retrieve an estimate',
        description:
          'An estimate made with a key of the same account and mode; any other id is 404 (test keys never see live estimates, nor live keys test ones).',
        params: V1EstimateParams,
        response: { 200: V1Estimate, 400: ErrorBody, 404: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const estimate = await estimates.get(apiCallerOf(request), request.params.id);
      if (!estimate) return sendError(reply, 404, 'V1.ESTIMATE_NOT_FOUND');
      return toV1Estimate(estimate);
    },
  );
};
