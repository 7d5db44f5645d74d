import {
  DirectCheckoutRequest,
  DirectCheckoutResponse,
  ErrorBody,
  PaymentConfirmParams,
  PaymentConfirmQuery,
  PaymentConfirmResponse,
  PriceQuery,
  PriceResponse,
} from '@netzero/contract';
import { moneyToMajor } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CheckoutService } from '../services/orders/checkout.service.js';
import type { FulfilmentService } from '../services/orders/fulfilment.service.js';
import type { optionalUserGuard } from './auth-guard.js';
import { sendCheckoutFailure } from './checkout-failure.js';
import { sendError } from './error-handler.js';

const tags = ['Direct checkout'];
const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * Buying without an account (spec §7 /api/direct-order-checkout calls): the price, a hosted
 * checkout for a one-time purchase or a monthly subscription, and the return page's confirmation.
 */
export const directCheckoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  fulfilment: FulfilmentService;
  identifyBuyer: ReturnType<typeof optionalUserGuard>;
}> = async (app, { checkout, fulfilment, identifyBuyer }) => {
  app.get(
    '/api/direct-order-checkout/price',
    {
      schema: {
        tags,
        summary: 'The price of one tonne of a project, in dollars (?productId=N, DESIGN §5)',
        querystring: PriceQuery,
        response: { 200: PriceResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const priced = await checkout.price(request.query.productId);
      if (!priced.ok) return sendError(reply, 404, priced.error);
      const response: PriceResponse = { price: moneyToMajor(priced.value) };
      return response;
    },
  );

  app.post(
    '/api/direct-order-checkout/create-session',
    {
      schema: {
        tags,
        summary:
          'Reserve the tonnes and open a hosted checkout: a one-time purchase, or with subscribe/subscription a monthly subscription',
        description:
          'Accepts both spellings of spec §3: redirectUrl or redirectionUrl, subscribe or subscription. With a bearer token the order (and the subscription) belongs to that account and shows on its dashboard at once; without one it is a guest purchase, shown to the account that verifies the e-mail; an invalid token answers 401. The redirect is honoured only on this site; the buyer returns with orderId, userId and session_id. Not enough stock, or more than one buyer may reserve unpaid (10 % of a project, at least 20 t; 2,000 t in all; counted by e-mail and address), answers 409; more than 30 checkouts an hour from one address or 10 for one e-mail answers 429 with Retry-After.',
        body: DirectCheckoutRequest,
        response: {
          200: DirectCheckoutResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
      preHandler: identifyBuyer,
    },
    async (request, reply) => {
      const opened = await checkout.createDirectSession(request.body, request.ip, request.buyerId);
      if (!opened.ok) return sendCheckoutFailure(request, reply, opened.error);
      return opened.value;
    },
  );

  app.get(
    '/api/direct-order-checkout/:provider/session/confirm',
    {
      schema: {
        tags,
        summary:
          "The return page's call: whether the provider's session is paid (fulfils its order once)",
        params: PaymentConfirmParams,
        querystring: PaymentConfirmQuery,
        response: { 200: PaymentConfirmResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const sessionId = request.query.sessionId?.trim() ?? '';
      if (sessionId === '') return sendError(reply, 400, 'PAYMENT.MISSING_SESSION');
      // Provider session ids are letters, digits, '_' and '-'; anything else pays for nothing.
      if (!SESSION_ID.test(sessionId)) return { success: false };
      return fulfilment.confirm(request.params.provider, sessionId);
    },
  );
};
