import type { FastifyReply } from 'fastify';
import type { RateLimited } from '../services/shared/rate-limits.js';
import { sendError } from './error-handler.js';

/** Answers a rate-limited call: 429, Retry-After in seconds, and the catalogue's message. */
export function sendRateLimited(
  reply: FastifyReply,
  { retryAfterSeconds }: RateLimited,
): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendError(reply, 429, 'API.RATE_LIMITED', undefined, { seconds: retryAfterSeconds });
}
