import { ErrorBody } from '@netzero/contract';
import { formatMessage } from '@netzero/core';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { type AdmissionLimits, AdmissionQueue } from './admission-queue.js';

/** Load shedding settings: the queue's limits and the Retry-After of a refusal. */
export interface LoadSheddingOptions extends AdmissionLimits {
  /** Seconds a refused client is asked to wait (the Retry-After header). */
  readonly retryAfterSeconds: number;
}

/**
 * Puts every route registered after this call, in this plugin context, behind one admission queue:
 * a handler runs only with a turn, and a request that finds the queue full, or waits longer than
 * allowed, is answered 503 with Retry-After and the contract's error body. Input is parsed,
 * validated and authenticated before the wait, so a bad request still gets its 4xx at once and
 * the turn is held only for the handler's work (the database's). Returns the queue.
 */
export function installLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): AdmissionQueue {
  const queue = new AdmissionQueue(options);
  const retryAfter = String(options.retryAfterSeconds);
  const busy = { message: formatMessage('API.UNAVAILABLE') };
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function admitted(request, reply) {
      if (!(await queue.enter()))
        return reply.code(503).header('retry-after', retryAfter).send(busy);
      try {
        return await handler.call(this, request, reply);
      } finally {
        queue.leave();
      }
    };
    // The OpenAPI document says so too.
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (route.schema && response)
      route.schema = { ...route.schema, response: { 503: ErrorBody, ...response } };
  });
  return queue;
}
