import {
  type DirectCheckoutRequestBody,
  DirectCheckoutResponse,
  PaymentConfirmResponse,
  PriceResponse,
} from '@netzero/contract';
import type {
  CheckoutGateway,
  CheckoutSession,
  DirectCheckoutRequest,
  GatewayResult,
  PaymentConfirmation,
  PaymentConfirmRequest,
  ProductPrice,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson } from './http-client';

/** CheckoutGateway over the spec's /api/direct-order-checkout calls, decoded with the contract. */
export class KyCheckoutGateway implements CheckoutGateway {
  constructor(private readonly http: KyInstance) {}

  getPrice(productId: number): GatewayResult<ProductPrice> {
    return callJson(this.http, 'api/direct-order-checkout/price', PriceResponse, {
      searchParams: { productId },
    });
  }

  createSession(request: DirectCheckoutRequest): GatewayResult<CheckoutSession> {
    // Each page keeps its spec §3 spelling (redirectUrl/subscribe or redirectionUrl/subscription).
    const json: DirectCheckoutRequestBody = request;
    return callJson(this.http, 'api/direct-order-checkout/create-session', DirectCheckoutResponse, {
      method: 'post',
      json,
    });
  }

  confirmPayment(request: PaymentConfirmRequest): GatewayResult<PaymentConfirmation> {
    const path = `api/direct-order-checkout/${encodeURIComponent(request.provider)}/session/confirm`;
    return callJson(this.http, path, PaymentConfirmResponse, {
      searchParams: { sessionId: request.sessionId },
    });
  }
}
