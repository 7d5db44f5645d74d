import type { InvestmentRequest as InvestmentBody } from '@netzero/contract';
import type {
  GatewayResult,
  InvestmentConfirmation,
  InvestmentOrder,
  InvestmentReservation,
  InvestmentsGateway,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const Reservation = fromContract(({ InvestmentResponse }) => InvestmentResponse);
const Confirmation = fromContract(({ InvestmentConfirmResponse }) => InvestmentConfirmResponse);

/** InvestmentsGateway over POST /api/investments and GET /api/investments/confirm, decoded with the contract. */
export class KyInvestmentsGateway implements InvestmentsGateway {
  constructor(private readonly http: KyInstance) {}

  reserve(request: InvestmentOrder): GatewayResult<InvestmentReservation> {
    const json: InvestmentBody = {
      projectId: request.projectId,
      businessName: request.businessName,
      tons: request.tons,
      email: request.email,
      fullName: request.fullName,
      address: request.address,
      redirectUrl: request.redirectUrl,
    };
    return callJson(this.http, 'api/investments', Reservation, { method: 'post', json });
  }

  confirmPayment(sessionId: string): GatewayResult<InvestmentConfirmation> {
    return callJson(this.http, 'api/investments/confirm', Confirmation, {
      searchParams: { sessionId },
    });
  }
}
