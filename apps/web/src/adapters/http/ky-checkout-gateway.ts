import type { DirectCheckoutRequestBody } from '@netzero/contract';
import {
  type CheckoutGateway,
  type CheckoutSession,
  type DirectCheckoutRequest,
  type GatewayResult,
  PAYMENT_METHODS,
  type PaymentConfirmation,
  type PaymentConfirmRequest,
  type ProductPrice,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const Price = fromContract(({ PriceResponse }) => PriceResponse);
const Session = fromContract(({ DirectCheckoutResponse }) => DirectCheckoutResponse);
const Confirmation = fromContract(({ PaymentConfirmResponse }) => PaymentConfirmResponse);

/** CheckoutGateway over the spec's /api/direct-order-checkout calls, decoded with the contract. */
export class KyCheckoutGateway implements CheckoutGateway {
  constructor(private readonly http: KyInstance) {}

  getPrice(productId: number): GatewayResult<ProductPrice> {
    return callJson(this.http, 'api/direct-order-checkout/price', Price, {
      searchParams: { productId },
    });
  }

  createSession(request: DirectCheckoutRequest): GatewayResult<CheckoutSession> {
    const json = directCheckoutBody(request);
    return callJson(this.http, 'api/direct-order-checkout/create-session', Session, {
      method: 'post',
      json,
    });
  }

  confirmPayment(request: PaymentConfirmRequest): GatewayResult<PaymentConfirmation> {
    const path = `api/direct-order-checkout/${encodeURIComponent(request.provider)}/session/confirm`;
    return callJson(this.http, path, Confirmation, {
      searchParams: { sessionId: request.sessionId },
    });
  }
}

/** The request in its page's spec §3 spelling: redirectUrl/subscribe or redirectionUrl/subscription. */
function directCheckoutBody(request: DirectCheckoutRequest): DirectCheckoutRequestBody {
  const common = {
    email: request.email,
    receiptName: request.receiptName,
    productId: request.productId,
    quantity: request.quantity,
    ...(request.donationCents ? { donationCents: request.donationCents } : {}),
    paymentMethod: PAYMENT_METHODS.directCheckout,
  };
  return request.page === 'subscription'
    ? { ...common, redirectionUrl: request.returnUrl, subscription: request.subscribe }
    : { ...common, redirectUrl: request.returnUrl, subscribe: request.subscribe };
}
