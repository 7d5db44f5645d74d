import { type FieldErrors, toFieldMessages } from '@netzero/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutFailure } from '../services/orders/checkout.service.js';
import { sendError } from './error-handler.js';
import { sendRateLimited } from './rate-limited-reply.js';

// The HTTP status of each reason a checkout could not be opened.
const STATUS: Readonly<Record<CheckoutFailure['code'], number>> = {
  'API.INVALID_REQUEST': 400,
  'CHECKOUT.CART_EMPTY': 400,
  'CHECKOUT.ORDER_TOO_LARGE': 400,
  'AUTH.LOGIN_REQUIRED': 401,
  'PRODUCTS.NOT_FOUND': 404,
  'CHECKOUT.NOT_ENOUGH_CREDITS': 409,
  // A hold limit is a conflict with what the client already holds, not a rate: 409.
  'CHECKOUT.ORDER_SHARE_TOO_LARGE': 409,
  'CHECKOUT.PROJECT_HOLD_LIMIT': 409,
  'CHECKOUT.ORDER_TONNES_TOO_LARGE': 409,
  'CHECKOUT.UNPAID_HOLD_LIMIT': 409,
  'API.RATE_LIMITED': 429,
  'CHECKOUT.PROVIDER_UNAVAILABLE': 502,
};

const tonnes = new Intl.NumberFormat('en-US');

/**
 * Answers a failed checkout: 400 with per-field messages, 404, 409 out of stock or over a hold
 * limit (the message names the limit and what to do), 429 with Retry-After, or 502 when the
 * provider failed.
 */
export function sendCheckoutFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: CheckoutFailure,
): FastifyReply {
  switch (failure.code) {
    case 'API.RATE_LIMITED':
      return sendRateLimited(reply, failure);
    case 'CHECKOUT.PROVIDER_UNAVAILABLE':
      request.log.error({ err: failure.cause }, 'the payment provider could not open a checkout');
      return sendError(reply, STATUS[failure.code], failure.code);
    case 'API.INVALID_REQUEST': {
      const fields = toFieldMessages(failure.fields as FieldErrors<string>);
      return sendError(reply, 400, failure.code, fields as Record<string, string>);
    }
    case 'CHECKOUT.ORDER_SHARE_TOO_LARGE':
    case 'CHECKOUT.PROJECT_HOLD_LIMIT':
    case 'CHECKOUT.ORDER_TONNES_TOO_LARGE':
    case 'CHECKOUT.UNPAID_HOLD_LIMIT':
      return sendError(reply, STATUS[failure.code], failure.code, undefined, {
        maxTonnes: tonnes.format(failure.maxTonnes),
        heldTonnes: tonnes.format(failure.heldTonnes),
        projectName: failure.projectName ?? '',
      });
    default:
      return sendError(reply, STATUS[failure.code], failure.code);
  }
}
