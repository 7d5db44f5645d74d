import type { GatewayResult } from '../gateway-error.js';

/** Paid orders of a period: how many, revenue in cents, tonnes CO2. */
export interface OpsSales {
  readonly orders: number;
  readonly revenueCents: number;
  readonly tonnes: number;
}

/** One UTC day of sales (YYYY-MM-DD). */
export interface OpsSalesOfDay extends OpsSales {
  readonly day: string;
}

/** A project's stock in tonnes CO2. */
export interface OpsStockLine {
  readonly productId: number;
  readonly title: string;
  readonly availableTonnes: number;
  readonly soldTonnes: number;
  readonly lowStock: boolean;
}

/** A record that needs an operator's attention. */
export interface OpsAttention {
  readonly id: string;
  readonly orderId: number | null;
  /** A refund's or dispute's reason, or a job's kind. */
  readonly kind: string;
  readonly status: string;
  readonly amountCents: number | null;
  readonly detail: string | null;
  /** ISO 8601. */
  readonly at: string;
}

/** How many of one kind need attention, and the latest few. */
export interface OpsAttentionList {
  readonly count: number;
  readonly latest: readonly OpsAttention[];
}

/** The console's overview; periods are whole UTC days ending today. */
export interface OpsOverviewFigures {
  readonly generatedAt: string;
  readonly sales: {
    readonly today: OpsSales;
    readonly last7Days: OpsSales;
    readonly last30Days: OpsSales;
  };
  /** The last 30 UTC days, oldest first. */
  readonly byDay: readonly OpsSalesOfDay[];
  readonly stock: readonly OpsStockLine[];
  readonly lowStockTonnes: number;
  readonly attention: {
    readonly automaticRefunds: OpsAttentionList;
    readonly lateReconciled: OpsAttentionList;
    readonly deadJobs: OpsAttentionList;
    readonly openDisputes: OpsAttentionList;
  };
}

/** GET /api/ops/overview. */
export interface OpsOverviewGateway {
  overview(): GatewayResult<OpsOverviewFigures>;
}
