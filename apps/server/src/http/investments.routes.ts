import {
  ErrorBody,
  InvestmentConfirmQuery,
  InvestmentConfirmResponse,
  InvestmentRequest,
  InvestmentResponse,
} from '@netzero/contract';
import { type FieldErrors, toFieldMessages } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvestmentService } from '../services/investments/investment.service.js';
import { sendError } from './error-handler.js';
import { sendRateLimited } from './rate-limited-reply.js';

const tags = ['Investments'];
// Provider session ids are letters, digits, '_' and '-'; anything else pays for nothing.
const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * POST /api/investments and GET /api/investments/confirm: the investment form's reservation,
 * paid on the provider's hosted checkout, and the return page's confirmation.
 */
export const investmentRoutes: FastifyPluginAsyncZod<{ investments: InvestmentService }> = async (
  app,
  { investments },
) => {
  app.post(
    '/api/investments',
    {
      schema: {
        tags,
        summary: 'Reserve a direct investment and open its hosted checkout',
        description:
          'Both steps of the investment form (spec §5 rules and messages; whole tonnes, 1 … 1,000,000, at most $999,999.99). Stores a PENDING investment at the project’s price per tonne, opens a hosted checkout (no card data is sent to us) and e-mails the reservation with its payment link. The investor returns to redirectUrl (this site only; default /InvestmentForm) with investmentId and session_id, or with cancelled=1. Unknown project or invalid fields 400, too many reservations 429, provider down 502.',
        body: InvestmentRequest,
        response: { 201: InvestmentResponse, 400: ErrorBody, 429: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const reserved = await investments.reserve(request.body, request.ip);
      if (!reserved.ok) {
        const failure = reserved.error;
        if (failure.code === 'API.RATE_LIMITED') return sendRateLimited(reply, failure);
        if (failure.code === 'CHECKOUT.PROVIDER_UNAVAILABLE') {
          request.log.error(
            { err: failure.cause },
            'the payment provider could not open a checkout',
          );
          return sendError(reply, 502, failure.code);
        }
        const errors = toFieldMessages(failure.fields as FieldErrors<string>);
        return sendError(reply, 400, failure.code, errors as Record<string, string>);
      }
      return reply.code(201).send(reserved.value);
    },
  );

  app.get(
    '/api/investments/confirm',
    {
      schema: {
        tags,
        summary: "The investment form's return call: whether the provider's session paid it",
        description:
          'Re-reads the session from the payment provider and marks its investment PAID at most once (the webhook does the same); answers `{success}`. A missing sessionId answers 400.',
        querystring: InvestmentConfirmQuery,
        response: { 200: InvestmentConfirmResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const sessionId = request.query.sessionId?.trim() ?? '';
      if (sessionId === '') return sendError(reply, 400, 'PAYMENT.MISSING_SESSION');
      if (!SESSION_ID.test(sessionId)) return { success: false };
      const { success } = await investments.confirm(sessionId);
      return { success };
    },
  );
};
