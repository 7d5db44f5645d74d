import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@netzero/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiOrderService } from '../services/developers/api-order.service.js';
import type { IdempotencyClaim } from '../services/ports/api-order.repository.port.js';
import { sendError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key of a /v1 POST not answered before (set by the idempotency hooks). */
    idempotencyClaim: IdempotencyClaim | null;
    /** Set by a handler that stored its answer in its own transaction (POST /v1/orders). */
    idempotencyStored: boolean;
  }
}

/** The header that marks an answer given again for a retried request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** JSON with object keys sorted at every depth: equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the method, the URL path and the canonical JSON body, hex. */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

const isV1Post = (method: string, url: string | undefined) =>
  method === 'POST' && url !== undefined && url.startsWith('/v1/');

/**
 * The Idempotency-Key hooks of every POST under /v1, on the routes registered after them in
 * `app`'s scope. Runs after the key guard (onRequest) and validation, so keys are per account and
 * mode: the same key and request (method, path, canonical body) answer the stored status and body
 * with `Idempotent-Replayed: true`; the same key with another request is 409. A handler that
 * stores its answer in its own transaction says so (request.idempotencyStored); otherwise every
 * answer but a 5xx is stored after the handler. Keys are pruned after 24 hours by the sweeper.
 */
export function installV1Idempotency(
  app: FastifyInstance,
  answers: Pick<ApiOrderService, 'storedAnswer' | 'storeAnswer'>,
): void {
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyStored', false);

  app.addHook('preHandler', async (request, reply) => {
    if (!isV1Post(request.method, request.routeOptions.url)) return;
    const caller = request.apiCaller;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (!caller || header === undefined) return;
    const key = IdempotencyKey.safeParse(header);
    if (!key.success)
      return sendError(reply, 400, 'V1.IDEMPOTENCY_KEY_INVALID', {
        'Idempotency-Key': key.error.issues[0]?.message ?? 'Invalid value.',
      });
    const hash = requestHash(request.method, request.url.split('?')[0] ?? '', request.body);
    const owner = { userId: caller.userId, mode: caller.mode };
    const stored = await answers.storedAnswer(owner, key.data);
    if (stored) {
      if (stored.requestHash !== hash) return sendError(reply, 409, 'V1.IDEMPOTENCY_KEY_REUSED');
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(stored.statusCode).send(stored.body);
    }
    request.idempotencyClaim = { key: key.data, requestHash: hash };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    const caller = request.apiCaller;
    if (!claim || !caller || request.idempotencyStored) return payload;
    // A 5xx is ours, not the request's: a retry may succeed, so it is not kept.
    if (reply.statusCode >= 500 || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    await answers.storeAnswer(
      { userId: caller.userId, mode: caller.mode },
      claim,
      reply.statusCode,
      body,
    );
    return payload;
  });
}
