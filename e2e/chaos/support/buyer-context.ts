import type { ChaosFigures } from './chaos-figures.js';
import type { WebhookReplayer } from './webhook-replayer.js';

/** What every buyer shares: the run's figures, the webhook replayer, the stock to buy from. */
export interface BuyerContext {
  readonly figures: ChaosFigures;
  readonly replayer: WebhookReplayer;
  /** How long a reservation lasts (RESERVATION_TTL_SECONDS), in milliseconds. */
  readonly reservationTtlMs: number;
  /** Products a one-time buyer picks from; the scarce one is picked more often, to sell it out. */
  readonly productIds: readonly number[];
  readonly scarceProductId: number;
  /** Every account signed up (each must get its verification mail once): e-mail → how. */
  readonly signups: Map<string, string>;
  /** What happened to each session, in order (shown with a violation about it). */
  readonly journal: Map<string, string[]>;
}

/** Adds one entry to a session's story. */
export function note(context: BuyerContext, sessionId: string, what: string): void {
  const entries = context.journal.get(sessionId) ?? [];
  entries.push(what);
  context.journal.set(sessionId, entries);
}
