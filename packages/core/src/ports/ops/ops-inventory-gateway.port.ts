import type { GatewayResult } from '../gateway-error.js';

/** A block of serials the registry issued to a project. */
export interface OpsIssuanceBlock {
  readonly id: number;
  readonly vintage: number;
  /** The registry's serial block, as the registry prints it. */
  readonly registrySerialBlock: string;
  readonly firstSerial: number;
  readonly lastSerial: number;
  /** Tonnes. */
  readonly quantity: number;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** A block to record: first and last serial, or a quantity after the highest block. */
export interface NewIssuanceBlock {
  readonly vintage: number;
  readonly registrySerialBlock: string;
  readonly firstSerial?: number;
  readonly lastSerial?: number;
  readonly quantity?: number;
}

/** One allocated range of a project's ledger: an order's, or a manual retirement. */
export interface OpsLedgerEntry {
  readonly id: number;
  readonly firstSerial: number;
  readonly lastSerial: number;
  readonly tonnes: number;
  /** ISO 8601. */
  readonly retiredAt: string;
  /** ISO 8601, when its order was refunded. */
  readonly cancelledAt: string | null;
  readonly orderId: number | null;
  readonly certificateId: string | null;
  readonly beneficiary: string | null;
  readonly note: string | null;
}

/** One page of the ledger. */
export interface OpsLedgerPage {
  readonly entries: readonly OpsLedgerEntry[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** Credits sold off-platform, retired by hand. */
export interface ManualRetirementRequest {
  readonly quantity: number;
  readonly beneficiary: string;
  readonly note: string;
}

/** A project's inventory (/api/ops/projects/{id}/issuances, /ledger, /retirements). */
export interface OpsInventoryGateway {
  issuances(projectId: number): GatewayResult<readonly OpsIssuanceBlock[]>;
  addIssuance(projectId: number, block: NewIssuanceBlock): GatewayResult<OpsIssuanceBlock>;
  ledger(projectId: number, page: number, size: number): GatewayResult<OpsLedgerPage>;
  retire(
    projectId: number,
    retirement: ManualRetirementRequest,
  ): GatewayResult<{
    readonly entries: readonly OpsLedgerEntry[];
    readonly availableTonnes: number;
  }>;
}
