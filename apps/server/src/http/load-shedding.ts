import { ErrorBody } from '@netzero/contract';
import { formatMessage } from '@netzero/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AdmissionLimits, AdmissionQueue } from './admission-queue.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs `wait` with the request's admission turn given back, then takes a turn again (set on
     * requests behind load shedding): a request that only waits (a slowed-down login) must not
     * hold a turn the database could use. Should no turn come back in time, the request finishes
     * without one: only a few short statements remain.
     */
    asideFromAdmission: ((wait: () => Promise<void>) => Promise<void>) | null;
  }
}

/** Load shedding settings: the queue's limits and the Retry-After of a refusal. */
export interface LoadSheddingOptions extends AdmissionLimits {
  /** Seconds a refused client is asked to wait (the Retry-After header). */
  readonly retryAfterSeconds: number;
}

/**
 * Puts every route registered after this call, in this plugin context, behind one admission queue.
 * A request takes its turn as it arrives (onRequest) and gives it back when its answer is sent or
 * its client goes away; one that finds the queue full, or waits longer than allowed, is answered
 * 503 with Retry-After and the contract's error body. The turn covers the whole request, not only
 * the handler: while PGlite works on the event loop's thread, reading other requests' bodies waits
 * too, and that time must count, or the server would hold more requests than it can answer in time.
 * Returns the queue.
 */
export function installLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): AdmissionQueue {
  const queue = new AdmissionQueue(options);
  const retryAfter = String(options.retryAfterSeconds);
  const busy = { message: formatMessage('API.UNAVAILABLE') };
  // Requests holding a turn; deleting the entry makes giving it back happen once.
  const admitted = new WeakSet<FastifyRequest>();
  const leave = (request: FastifyRequest) => {
    if (admitted.delete(request)) queue.leave();
  };

  const gone = (request: FastifyRequest) => request.raw.socket?.destroyed || request.raw.aborted;
  app.decorateRequest('asideFromAdmission', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!(await queue.enter())) return reply.code(503).header('retry-after', retryAfter).send(busy);
    admitted.add(request);
    request.asideFromAdmission = async (wait) => {
      leave(request);
      try {
        await wait();
      } finally {
        if (await queue.enter()) {
          admitted.add(request);
          // A client gone while it waited will not close again: its turn goes back now.
          if (gone(request)) leave(request);
        }
      }
    };
    // The turn comes back exactly once, by whichever of these happens first: the answer is sent
    // (onResponse), the client leaves (onRequestAbort, or the response's 'close', which also
    // comes for a connection that dies), or the client had already left while it waited.
    reply.raw.once('close', () => leave(request));
    if (gone(request)) leave(request);
    // PGlite answers through promises only: without a macrotask between requests, the admitted
    // ones run back to back and the event loop never reads the requests that should be shed.
    await new Promise(setImmediate);
  });
  app.addHook('onResponse', async (request) => leave(request));
  app.addHook('onRequestAbort', async (request) => leave(request));
  app.addHook('onRoute', (route) => {
    // The OpenAPI document says so too.
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (route.schema && response)
      route.schema = { ...route.schema, response: { 503: ErrorBody, ...response } };
  });
  return queue;
}
