import { isLowStock, LOW_STOCK_TONNES } from '@netzero/core';
import type { ServerClock } from '../ports/clock.port.js';
import type {
  AttentionRows,
  OverviewReader,
  ProjectStockRow,
  SalesDayRow,
} from '../ports/ops-overview.port.js';

const DAY_MS = 24 * 60 * 60_000;
/** Days of the revenue chart, today included. */
export const OVERVIEW_DAYS = 30;
/** Items of each "needs attention" kind shown on the overview. */
export const ATTENTION_LATEST = 5;

/** Paid orders of a period. */
export interface SalesFigures {
  readonly orders: number;
  readonly revenueCents: number;
  readonly tonnes: number;
}

/** The console's overview; every period is made of whole UTC days ending today. */
export interface Overview {
  readonly generatedAt: Date;
  readonly sales: {
    readonly today: SalesFigures;
    readonly last7Days: SalesFigures;
    readonly last30Days: SalesFigures;
  };
  readonly byDay: readonly SalesDayRow[];
  readonly stock: readonly (ProjectStockRow & { readonly lowStock: boolean })[];
  readonly lowStockTonnes: number;
  readonly attention: AttentionRows;
}

const sum = (days: readonly SalesDayRow[]): SalesFigures => ({
  orders: days.reduce((total, d) => total + d.orders, 0),
  revenueCents: days.reduce((total, d) => total + d.revenueCents, 0),
  tonnes: days.reduce((total, d) => total + d.tonnes, 0),
});

/** The 30 UTC days ending with `now`'s, oldest first, each with its row or zeros. */
export function everyDay(now: Date, rows: readonly SalesDayRow[]): SalesDayRow[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
    const day = new Date(today - (OVERVIEW_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return byDay.get(day) ?? { day, orders: 0, revenueCents: 0, tonnes: 0 };
  });
}

/** The overview of the operator console (issue 19 §1): sales, stock and what needs attention. */
export class OpsOverviewService {
  readonly #reader: OverviewReader;
  readonly #clock: ServerClock;
  readonly #reservationMs: number;

  /** `reservationMs`: how long a checkout holds its tonnes; orders paid later are late payments. */
  constructor(deps: { reader: OverviewReader; clock: ServerClock; reservationMs: number }) {
    this.#reader = deps.reader;
    this.#clock = deps.clock;
    this.#reservationMs = deps.reservationMs;
  }

  async overview(): Promise<Overview> {
    const now = this.#clock.now();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const from = new Date(today - (OVERVIEW_DAYS - 1) * DAY_MS);
    const [rows, stock, attention] = await Promise.all([
      this.#reader.salesByDay(from, new Date(today + DAY_MS)),
      this.#reader.stock(),
      this.#reader.attention(ATTENTION_LATEST, this.#reservationMs),
    ]);
    const byDay = everyDay(now, rows);
    return {
      generatedAt: now,
      sales: {
        today: sum(byDay.slice(-1)),
        last7Days: sum(byDay.slice(-7)),
        last30Days: sum(byDay),
      },
      byDay,
      stock: stock.map((project) => ({
        ...project,
        lowStock: isLowStock(project.availableTonnes),
      })),
      lowStockTonnes: LOW_STOCK_TONNES,
      attention,
    };
  }
}
