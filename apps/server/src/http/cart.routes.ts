import {
  CartAddRequest,
  CartRemoveParams,
  CartResponse,
  CartUpdateRequest,
  ErrorBody,
  UserCartParams,
  UserCartResponse,
} from '@netzero/contract';
import { formatMessage, type MessageCode } from '@netzero/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartService, CartView } from '../services/cart/cart.service.js';
import type { authGuard } from './auth-guard.js';
import { toCartData } from './cart-response.js';
import { sendError } from './error-handler.js';

const tags = ['Cart'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** The logged-in user's server cart (spec §7); every call acts only for the token's user (DESIGN §5). */
export const cartRoutes: FastifyPluginAsyncZod<{
  cart: CartService;
  requireUser: ReturnType<typeof authGuard>;
}> = async (app, { cart, requireUser }) => {
  // onRequest rather than preHandler: a caller without a valid token learns nothing about its
  // input (401 before any validation), and its body is never parsed.
  app.addHook('onRequest', requireUser);
  // The contract's cart reply: data.cartItems and data.totalAmount with a message.
  const cartBody = (view: CartView, code: MessageCode) => ({
    message: formatMessage(code),
    data: toCartData(view),
  });

  app.get(
    '/api/cart/get',
    {
      schema: {
        tags,
        security,
        summary: "The user's cart and its total",
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => cartBody(await cart.getCart(request.userId), 'CART.LOADED'),
  );

  app.get(
    '/api/cart/:userId',
    {
      schema: {
        tags,
        security,
        summary: "The user's cart lines; only the token's own user id is allowed",
        params: UserCartParams,
        response: { 200: UserCartResponse, 403: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      if (request.params.userId !== request.userId) return sendError(reply, 403, 'AUTH.FORBIDDEN');
      return { cartItems: toCartData(await cart.getCart(request.userId)).cartItems };
    },
  );

  app.post(
    '/api/cart/add',
    {
      schema: {
        tags,
        security,
        summary: 'Add a project; a project already in the cart keeps the larger quantity',
        body: CartAddRequest,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const added = await cart.add(request.userId, request.body);
      if (!added.ok) return sendError(reply, 404, added.error);
      return cartBody(added.value, 'CART.UPDATED');
    },
  );

  app.put(
    '/api/cart/update',
    {
      schema: {
        tags,
        security,
        summary: "Set the quantity of one of the user's lines (at least 1)",
        body: CartUpdateRequest,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const updated = await cart.update(request.userId, request.body);
      if (!updated.ok) return sendError(reply, 404, updated.error);
      return cartBody(updated.value, 'CART.UPDATED');
    },
  );

  app.delete(
    '/api/cart/remove/:cartItemId',
    {
      schema: {
        tags,
        security,
        summary: "Remove one of the user's lines",
        params: CartRemoveParams,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const removed = await cart.remove(request.userId, request.params.cartItemId);
      if (!removed.ok) return sendError(reply, 404, removed.error);
      return cartBody(removed.value, 'CART.UPDATED');
    },
  );
};
