import {
  ErrorBody,
  OrdersPageResponse,
  OrdersQuery,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@netzero/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CheckoutService } from '../services/orders/checkout.service.js';
import type { OrderHistoryService } from '../services/orders/order-history.service.js';
import type { authGuard } from './auth-guard.js';
import { sendCheckoutFailure } from './checkout-failure.js';
import { toOrdersPageResponse } from './order-response.js';

const tags = ['Orders'];
const security = [{ bearer: [] }];

/** The logged-in user's cart order and order history (spec §7 /api/orders calls). */
export const orderRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  orderHistory: OrderHistoryService;
  requireUser: ReturnType<typeof authGuard>;
}> = async (app, { checkout, orderHistory, requireUser }) => {
  // onRequest: without a valid token nothing is parsed or validated (401 first).
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/orders/place',
    {
      schema: {
        tags,
        security,
        summary:
          "Turn the user's cart into an order: reserves its tonnes and opens a hosted checkout",
        description:
          'Not enough stock, or more than one buyer may reserve unpaid (10 % of a project, at least 20 t; 2,000 t in all; counted by account, e-mail and address), answers 409; more than 10 orders an hour from one account or 30 checkouts from one address answers 429 with Retry-After.',
        body: PlaceOrderRequest,
        response: {
          200: PlaceOrderResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const placed = await checkout.placeCartOrder(
        request.userId,
        request.body.paymentMethod,
        request.ip,
      );
      if (!placed.ok) return sendCheckoutFailure(request, reply, placed.error);
      return placed.value;
    },
  );

  app.get(
    '/api/orders/user',
    {
      schema: {
        tags,
        security,
        summary:
          "A page of the user's orders, newest first (guest orders with their e-mail once it is verified)",
        querystring: OrdersQuery,
        response: { 200: OrdersPageResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) =>
      toOrdersPageResponse(
        await orderHistory.list(request.userId, request.query.page, request.query.size),
      ),
  );
};
