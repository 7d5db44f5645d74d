import { HealthResponse } from '@netzero/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVED_WHILE_DRAINING } from './request-drain.js';

/**
 * GET /healthz (the process answers) and GET /readyz (the database answers too, and the server is
 * not draining). Both answer while the server drains: /readyz then says 503, so a load balancer
 * stops sending it requests, while /healthz keeps it from being killed before it has finished.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ isReady: () => Promise<boolean> }> = async (
  app,
  { isReady },
) => {
  const schema = { hide: true, response: { 200: HealthResponse, 503: HealthResponse } };
  const config = SERVED_WHILE_DRAINING;
  // Serialised once (and checked against the contract): probes call it often, and zod's serializer
  // would check and stringify the same object on every call.
  const healthy = JSON.stringify(HealthResponse.parse({ status: 'ok' }));
  app.get('/healthz', { schema, config }, (_request, reply) => {
    (reply as FastifyReply).type('application/json; charset=utf-8').send(healthy);
  });
  app.get('/readyz', { schema, config }, async (_request, reply) =>
    (await isReady())
      ? { status: 'ok' as const }
      : reply.code(503).send({ status: 'unavailable' as const }),
  );
};
