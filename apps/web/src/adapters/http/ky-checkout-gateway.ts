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
import { asText, callJson } from './http-client';
import { mapReply } from './map-reply';

/** CheckoutGateway over the spec's /api/direct-order-checkout calls. */
export class KyCheckoutGateway implements CheckoutGateway {
  constructor(private readonly http: KyInstance) {}

  getPrice(productId: number): GatewayResult<ProductPrice> {
    const reply = callJson(this.http, 'api/direct-order-checkout/price', {
      searchParams: { productId },
    });
    return mapReply(reply, (body) => ({
      price: typeof body.price === 'number' ? body.price : NaN,
    }));
  }

  createSession(request: DirectCheckoutRequest): GatewayResult<CheckoutSession> {
    const reply = callJson(this.http, 'api/direct-order-checkout/create-session', {
      method: 'post',
      json: request,
    });
    return mapReply(reply, (body) => ({
      checkoutUrl: asText(body.checkoutUrl),
      message: asText(body.message),
    }));
  }

  confirmPayment(request: PaymentConfirmRequest): GatewayResult<PaymentConfirmation> {
    const path = `api/direct-order-checkout/${encodeURIComponent(request.provider)}/session/confirm`;
    const reply = callJson(this.http, path, { searchParams: { sessionId: request.sessionId } });
    return mapReply(reply, (body) => ({ success: body.success === true }));
  }
}
