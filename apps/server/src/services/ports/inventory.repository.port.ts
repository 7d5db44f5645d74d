import type { Result } from '@netzero/core';
import type { OperatorActor } from './audit-log.port.js';

/** A block of serials the registry issued to a project. */
export interface IssuanceRecord {
  readonly id: number;
  readonly productId: number;
  readonly vintage: number;
  readonly registrySerialBlock: string;
  readonly firstSerial: number;
  readonly lastSerial: number;
  readonly quantity: number;
  readonly createdAt: Date;
  readonly createdBy: number | null;
}

/** A new block: first and last serial, or a quantity (after the highest block when no first). */
export interface NewIssuance {
  readonly vintage: number;
  readonly registrySerialBlock: string;
  readonly firstSerial?: number;
  readonly lastSerial?: number;
  readonly quantity?: number;
}

/** One allocated range of the ledger: an order's (with its certificate) or a manual one. */
export interface LedgerEntryRecord {
  readonly id: number;
  readonly firstSerial: number;
  readonly lastSerial: number;
  readonly retiredAt: Date;
  readonly cancelledAt: Date | null;
  readonly orderId: number | null;
  readonly certificateId: string | null;
  readonly beneficiary: string | null;
  readonly note: string | null;
}

/** A manual retirement of credits sold off-platform. */
export interface ManualRetirement {
  readonly quantity: number;
  readonly beneficiary: string;
  readonly note: string;
}

/**
 * A project's inventory: issued blocks, the ledger of allocated ranges, manual retirements. Each
 * change writes its audit entry ('inventory.issue', 'inventory.retire') in its own transaction.
 */
export interface InventoryRepository {
  /** The blocks in serial order; null for an unknown project. */
  issuances(productId: number): Promise<IssuanceRecord[] | null>;
  /** Records a block and adds its tonnes to the available stock, in one transaction. */
  issue(
    productId: number,
    block: NewIssuance,
    actor: OperatorActor,
  ): Promise<
    Result<
      IssuanceRecord,
      'PROJECTS.NOT_FOUND' | 'INVENTORY.BLOCK_OVERLAPS' | 'INVENTORY.STOCK_TOO_LARGE'
    >
  >;
  /** Ranges in serial order (one page), and how many there are; null for an unknown project. */
  ledger(
    productId: number,
    page: number,
    size: number,
  ): Promise<{ entries: LedgerEntryRecord[]; total: number } | null>;
  /** Takes `quantity` tonnes off the available stock and retires the next free serials. */
  retire(
    productId: number,
    retirement: ManualRetirement,
    actor: OperatorActor,
    now: Date,
  ): Promise<
    Result<
      { entries: LedgerEntryRecord[]; availableTonnes: number },
      | { code: 'PROJECTS.NOT_FOUND' }
      | { code: 'INVENTORY.NOT_ENOUGH_CREDITS'; availableTonnes: number }
    >
  >;
}
