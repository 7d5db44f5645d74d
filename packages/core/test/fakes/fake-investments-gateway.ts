import type { GatewayResult } from '../../src/ports/gateway-error.js';
import type {
  InvestmentConfirmation,
  InvestmentOrder,
  InvestmentReservation,
  InvestmentsGateway,
} from '../../src/ports/investments-gateway.port.js';
import { ok } from '../../src/shared/result.js';
import { GatewayScript } from './gateway-fakes.js';

/**
 * An InvestmentsGateway that reserves every request (ids from 1, in order) and answers `reply`
 * with that id; a session id in paidSessions confirms as paid.
 */
export class FakeInvestmentsGateway implements InvestmentsGateway {
  readonly script = new GatewayScript<InvestmentsGateway>();
  readonly paidSessions = new Set<string>();
  /** What reserve answers (its investmentId is replaced by the next id). */
  reply: InvestmentReservation = {
    investmentId: 0,
    checkoutUrl: 'https://pay.example/checkout/investment-session',
    message: 'Your investment is reserved. Our team will contact you within 48 hours.',
  };
  #nextId = 1;

  reserve(request: InvestmentOrder): GatewayResult<InvestmentReservation> {
    return this.script.answer({ method: 'reserve', args: [request] }, () =>
      ok({ ...this.reply, investmentId: this.#nextId++ }),
    );
  }

  confirmPayment(sessionId: string): GatewayResult<InvestmentConfirmation> {
    return this.script.answer({ method: 'confirmPayment', args: [sessionId] }, () =>
      ok({ success: this.paidSessions.has(sessionId) }),
    );
  }
}
