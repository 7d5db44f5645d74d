import { type FieldErrors, toFieldMessages } from '@netzero/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutFailure } from '../services/orders/checkout.service.js';
import { sendError } from './error-handler.js';

// The HTTP status of each reason a checkout could not be opened.
const STATUS: Readonly<Record<CheckoutFailure['code'], number>> = {
  'API.INVALID_REQUEST': 400,
  'CHECKOUT.CART_EMPTY': 400,
  'CHECKOUT.ORDER_TOO_LARGE': 400,
  'AUTH.LOGIN_REQUIRED': 401,
  'PRODUCTS.NOT_FOUND': 404,
  'CHECKOUT.NOT_ENOUGH_CREDITS': 409,
  'CHECKOUT.PROVIDER_UNAVAILABLE': 502,
};

/** Answers a failed checkout: 400 with per-field messages, 404, 409 out of stock, or 502 when the provider failed. */
export function sendCheckoutFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: CheckoutFailure,
): FastifyReply {
  if (failure.code === 'CHECKOUT.PROVIDER_UNAVAILABLE') {
    request.log.error({ err: failure.cause }, 'the payment provider could not open a checkout');
  }
  const fields =
    failure.code === 'API.INVALID_REQUEST'
      ? (toFieldMessages(failure.fields as FieldErrors<string>) as Record<string, string>)
      : undefined;
  return sendError(reply, STATUS[failure.code], failure.code, fields);
}
