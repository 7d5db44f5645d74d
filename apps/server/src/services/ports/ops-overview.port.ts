/** Paid orders of one UTC day. */
export interface SalesDayRow {
  /** YYYY-MM-DD, UTC. */
  readonly day: string;
  readonly orders: number;
  readonly revenueCents: number;
  readonly tonnes: number;
}

/** A project's stock: tonnes left and tonnes of paid orders. */
export interface ProjectStockRow {
  readonly productId: number;
  readonly title: string;
  readonly availableTonnes: number;
  readonly soldTonnes: number;
}

/** One record that needs an operator's attention. */
export interface AttentionRow {
  readonly id: string;
  readonly orderId: number | null;
  readonly kind: string;
  readonly status: string;
  readonly amountCents: number | null;
  readonly detail: string | null;
  readonly at: Date;
}

/** How many of one kind, and the latest few. */
export interface AttentionGroupRows {
  readonly count: number;
  readonly latest: readonly AttentionRow[];
}

/** What needs attention, by kind. */
export interface AttentionRows {
  readonly automaticRefunds: AttentionGroupRows;
  readonly lateReconciled: AttentionGroupRows;
  readonly deadJobs: AttentionGroupRows;
  readonly openDisputes: AttentionGroupRows;
}

/** The aggregates of the console's overview, computed by the database (never all orders loaded). */
export interface OverviewReader {
  /** Paid orders per UTC day with any, paid in [from, to). */
  salesByDay(from: Date, to: Date): Promise<SalesDayRow[]>;
  stock(): Promise<ProjectStockRow[]>;
  /**
   * The latest `latest` of each kind; a late payment is an order paid more than `reservationMs`
   * after it was made (after its reservation ran out: reopened or reconciled by the sweeper).
   */
  attention(latest: number, reservationMs: number): Promise<AttentionRows>;
}
