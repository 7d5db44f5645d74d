import { ErrorBody, ProductListResponse, ProductParams, ProductResponse } from '@netzero/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueService } from '../services/catalogue/catalogue.service.js';
import { pickContentCoding } from './accept-encoding.js';
import { type CatalogueBody, catalogueBody, ifNoneMatchHits } from './catalogue-body.js';
import { sendError } from './error-handler.js';
import { type EncodedPage, encodePage } from './page-preloads.js';
import { toProductResponse } from './product-response.js';

// Each list is compressed once (brotli 11, gzip 9, off the event loop), as the pages are: the
// body is the same for every visitor until the catalogue changes.
const encoded = new WeakMap<CatalogueBody, Promise<EncodedPage>>();

function encodedBody(body: CatalogueBody): Promise<EncodedPage> {
  let page = encoded.get(body);
  if (!page) {
    page = encodePage(body.json);
    encoded.set(body, page);
  }
  return page;
}

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
        description:
          'Sent with an ETag; a request whose If-None-Match names it gets 304 and no body. Revalidate every time (Cache-Control: no-cache): stock changes.',
        response: { 200: ProductListResponse },
      },
    },
    async (request, typedReply) => {
      // The body is already serialised (and checked against the contract): it goes out as it is.
      const reply = typedReply as FastifyReply;
      const body = catalogueBody(await catalogue.snapshot());
      reply
        .header('etag', body.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (ifNoneMatchHits(request.headers['if-none-match'], body.etag))
        return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const coding = pickContentCoding(request.headers['accept-encoding']);
      if (!coding) return reply.send(body.json);
      const bytes = (await encodedBody(body))[coding];
      return reply.header('content-encoding', coding).send(bytes);
    },
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
      return toProductResponse(product.value);
    },
  );
};
