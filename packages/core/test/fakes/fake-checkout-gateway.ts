import type {
  CheckoutGateway,
  CheckoutSession,
  DirectCheckoutRequest,
  PaymentConfirmation,
  PaymentConfirmRequest,
  ProductPrice,
} from '../../src/ports/checkout-gateway.port.js';
import type { GatewayResult } from '../../src/ports/gateway-error.js';
import { err, ok } from '../../src/shared/result.js';
import { GatewayScript, httpError } from './gateway-fakes.js';

/**
 * A CheckoutGateway with prices per product id (dollars per tonne); an unknown product answers
 * 404. A session id in paidSessions confirms as paid; one in refundedSessions as refunded.
 */
export class FakeCheckoutGateway implements CheckoutGateway {
  readonly script = new GatewayScript<CheckoutGateway>();
  readonly prices: Map<number, number>;
  readonly paidSessions = new Set<string>();
  /** Sessions paid too late, whose payment was refunded. */
  readonly refundedSessions = new Set<string>();
  /** The certificate page a paid session's confirmation names, by session id. */
  readonly certificates = new Map<string, string>();
  /** What createSession answers. */
  session: CheckoutSession = {
    checkoutUrl: 'https://pay.example/checkout/session-1',
    message: 'Checkout session created',
  };

  constructor(prices: Iterable<readonly [number, number]> = [[1, 14]]) {
    this.prices = new Map(prices);
  }

  getPrice(productId: number): GatewayResult<ProductPrice> {
    return this.script.answer({ method: 'getPrice', args: [productId] }, () => {
      const price = this.prices.get(productId);
      return price === undefined
        ? err(httpError(404, 'Product not found', 'Not Found'))
        : ok({ price });
    });
  }

  createSession(request: DirectCheckoutRequest): GatewayResult<CheckoutSession> {
    return this.script.answer({ method: 'createSession', args: [request] }, () =>
      ok({ ...this.session }),
    );
  }

  confirmPayment(request: PaymentConfirmRequest): GatewayResult<PaymentConfirmation> {
    return this.script.answer({ method: 'confirmPayment', args: [request] }, () =>
      ok(
        this.refundedSessions.has(request.sessionId)
          ? { success: false, refunded: true }
          : this.confirmation(request.sessionId),
      ),
    );
  }

  private confirmation(sessionId: string): PaymentConfirmation {
    const success = this.paidSessions.has(sessionId);
    const certificateUrl = this.certificates.get(sessionId);
    return success && certificateUrl ? { success, certificateUrl } : { success };
  }
}
