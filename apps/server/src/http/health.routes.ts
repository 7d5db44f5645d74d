import { HealthResponse } from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /healthz (the process answers) and GET /readyz (the database answers too). */
export const healthRoutes: FastifyPluginAsyncZod<{ isReady: () => Promise<boolean> }> = async (
  app,
  { isReady },
) => {
  const schema = { hide: true, response: { 200: HealthResponse, 503: HealthResponse } };
  app.get('/healthz', { schema }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { schema }, async (_request, reply) =>
    (await isReady())
      ? { status: 'ok' as const }
      : reply.code(503).send({ status: 'unavailable' as const }),
  );
};
