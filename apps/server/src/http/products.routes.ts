import { ErrorBody, ProductListResponse, ProductParams, ProductResponse } from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueService } from '../services/catalogue.service.js';
import { sendError } from './error-handler.js';

/** GET /api/products (spec §7) and GET /api/products/{id}: the public catalogue. */
export const productRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['Products'],
        summary: 'List the carbon projects, prices per tonne in dollars',
        response: { 200: ProductListResponse },
      },
    },
    async () => catalogue.list(),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['Products'],
        summary: 'One carbon project',
        params: ProductParams,
        response: { 200: ProductResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const product = await catalogue.get(request.params.id);
      if (!product.ok) return sendError(reply, 404, product.error);
      return product.value;
    },
  );
};
