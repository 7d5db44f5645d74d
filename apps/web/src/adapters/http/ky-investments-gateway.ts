import type {
  GatewayResult,
  InvestmentConfirmation,
  InvestmentRequest,
  InvestmentReservation,
  InvestmentsGateway,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { asText, callJson } from './http-client';
import { mapReply } from './map-reply';

/** InvestmentsGateway over POST /api/investments and GET /api/investments/confirm. */
export class KyInvestmentsGateway implements InvestmentsGateway {
  constructor(private readonly http: KyInstance) {}

  reserve(request: InvestmentRequest): GatewayResult<InvestmentReservation> {
    const reply = callJson(this.http, 'api/investments', { method: 'post', json: request });
    return mapReply(reply, (body) => ({
      investmentId: typeof body.investmentId === 'number' ? body.investmentId : 0,
      checkoutUrl: asText(body.checkoutUrl),
      message: asText(body.message),
    }));
  }

  confirmPayment(sessionId: string): GatewayResult<InvestmentConfirmation> {
    const reply = callJson(this.http, 'api/investments/confirm', { searchParams: { sessionId } });
    return mapReply(reply, (body) => ({ success: body.success === true }));
  }
}
