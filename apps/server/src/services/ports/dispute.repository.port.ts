/** Where a dispute stands at the buyer's bank. */
export type DisputeStatus = 'open' | 'won' | 'lost';

/** A disputed payment, as stored and as operators see it. */
export interface DisputeRecord {
  /** The provider's dispute id. */
  readonly id: string;
  readonly orderId: number | null;
  readonly investmentId: number | null;
  readonly status: DisputeStatus;
  readonly reason: string;
  readonly amountCents: number;
  readonly createdAt: Date;
  readonly closedAt: Date | null;
}

/** Payments the buyer's bank disputes, recorded from the provider's events for operators. */
export interface DisputeRepository {
  /** Records a new dispute (once per id); false when it was already recorded. */
  open(
    dispute: Omit<DisputeRecord, 'status' | 'createdAt' | 'closedAt'>,
    now: Date,
  ): Promise<boolean>;
  /** Closes an open dispute (recording it first if its opening event was lost); null when it was closed already. */
  close(
    dispute: Omit<DisputeRecord, 'status' | 'createdAt' | 'closedAt'>,
    outcome: 'won' | 'lost',
    now: Date,
  ): Promise<DisputeRecord | null>;
  /** The newest disputes, of one status or all. */
  list(filter: { status?: DisputeStatus; limit: number }): Promise<DisputeRecord[]>;
}
