import { formatMessage, type MessageCode } from '@netzero/core';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { PageFallback } from './web-app.js';

/** Sends the contract's error body: a message from the catalogue, and per-field messages. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: MessageCode,
  errors?: Record<string, string>,
  params?: Record<string, string | number>,
): FastifyReply {
  return reply
    .code(status)
    .send({ message: formatMessage(code, params), ...(errors ? { errors } : {}) });
}

// Fastify's own client errors, mapped to the contract's messages (never a stack trace).
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, [number, MessageCode]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'API.BODY_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'API.UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'API.INVALID_REQUEST'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'API.MALFORMED_JSON'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'API.MALFORMED_JSON'],
};

// PostgreSQL's "invalid byte sequence" (a NUL in text) and "untranslatable character" (\u0000 in
// jsonb): text the contract should have refused, so the client's fault, never a 500.
const POSTGRES_BAD_TEXT = new Set(['22021', '22P05']);

/** Whether the error, or one it wraps (Drizzle wraps the driver's), is PostgreSQL refusing text. */
function isBadTextForPostgres(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && POSTGRES_BAD_TEXT.has(code)) return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * Answers every failure with the contract's error body; only unexpected errors are 500 and logged.
 * Unmatched paths go to pageFallback first (the web app's pages), then get the JSON 404.
 */
export function installErrorHandling(
  app: FastifyInstance,
  pageFallback: PageFallback | null = null,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? 'Invalid value.';
      }
      return sendError(reply, 400, 'API.INVALID_REQUEST', errors);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (error instanceof SyntaxError) return sendError(reply, 400, 'API.MALFORMED_JSON');
    if (isBadTextForPostgres(error)) {
      request.log.warn({ err: error }, 'text the database refuses got past the contract');
      return sendError(reply, 400, 'API.INVALID_REQUEST');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.code(429).send({ message: error.message });
      return sendError(reply, status, status === 404 ? 'API.NOT_FOUND' : 'API.INVALID_REQUEST');
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'API.INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => {
    if (pageFallback?.(request, reply)) return reply;
    return sendError(reply, 404, 'API.NOT_FOUND');
  });
}
