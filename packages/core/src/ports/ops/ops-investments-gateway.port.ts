import type { GatewayResult } from '../gateway-error.js';
import type { OpsConsoleNote, OpsListPage, OpsListRequest } from './ops-console-page.port.js';

/** An investment's place in the pipeline. */
export type OpsInvestmentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED';

/** An investment with its investor's contact details. */
export interface OpsInvestmentLead {
  readonly id: number;
  readonly businessName: string;
  readonly fullName: string;
  readonly email: string;
  readonly address: string;
  readonly projectId: number;
  readonly projectName: string;
  /** Whole tonnes CO2. */
  readonly tons: number;
  /** In cents of `currency`. */
  readonly pricePerTonCents: number;
  readonly amountCents: number;
  readonly currency: string;
  readonly status: OpsInvestmentStatus;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly paidAt: string | null;
  readonly closedAt: string | null;
}

/** The operators' investment pipeline (GET /api/ops/investments…). */
export interface OpsInvestmentsGateway {
  list(
    request: OpsListRequest<OpsInvestmentStatus>,
  ): GatewayResult<OpsListPage<OpsInvestmentLead, OpsInvestmentStatus>>;
  get(id: number): GatewayResult<OpsInvestmentLead & { readonly notes: readonly OpsConsoleNote[] }>;
  addNote(id: number, body: string): GatewayResult<OpsConsoleNote>;
}
