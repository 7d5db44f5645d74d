import type { InvariantResult } from './invariant.js';

/** Everything a run reports: its figures, provider and mailbox counts, and each invariant. */
export interface ChaosOutcome {
  readonly runs: number;
  readonly buyers: number;
  readonly cartBuyers: number;
  readonly guestBuyers: number;
  readonly subscribers: number;
  readonly soldOut: number;
  readonly kills: number;
  readonly restarts: number;
  readonly smtpOutages: number;
  /** Payments the hosted checkout took (as buyers saw it). */
  readonly paymentsTaken: number;
  /** Sessions paid at the provider (sandbox_sessions), whatever the buyers saw. */
  readonly sessionsPaid: number;
  readonly declines: number;
  readonly cancels: number;
  readonly abandoned: number;
  readonly confirms: number;
  readonly latePaymentsTried: number;
  readonly latePaymentsTaken: number;
  readonly latePaymentsRefused: number;
  readonly refunds: number;
  readonly mails: number;
  /** Messages received again under a Message-ID already received (a retried job). */
  readonly mailsResent: number;
  readonly duplicatedWebhooks: number;
  readonly outOfOrderWebhooks: number;
  /** Sessions paid after an expiry event for them had been delivered (their order closed early). */
  readonly paidAfterEarlyExpiry: number;
  readonly webhooksRefused: number;
  readonly settledInMs: number | null;
  readonly wallMs: number;
  readonly invariants: Readonly<Record<InvariantKey, InvariantResult>>;
  readonly checked: number;
  readonly violations: number;
  readonly anomalies: readonly string[];
  readonly killLog: readonly string[];
  readonly logDir: string;
}

/** The invariants of a run, by key. */
export type InvariantKey =
  | 'paidSessions'
  | 'ordersHavePayments'
  | 'mailsOnce'
  | 'stock'
  | 'serials'
  | 'jobs'
  | 'orderStatuses';

/** The run's one summary line. */
export function summaryLine(o: ChaosOutcome): string {
  const failed = Object.values(o.invariants).filter((result) => result.violations.length > 0);
  return [
    `chaos: runs ${o.runs}`,
    `buyers ${o.buyers} (cart ${o.cartBuyers}, guest ${o.guestBuyers}, subscriptions ${o.subscribers}, sold out ${o.soldOut})`,
    `kills ${o.kills}`,
    `restarts ${o.restarts}`,
    `SMTP outages ${o.smtpOutages}`,
    `payments ${o.paymentsTaken} (sessions paid ${o.sessionsPaid}, declines ${o.declines}, cancels ${o.cancels}, abandoned ${o.abandoned}, confirms ${o.confirms})`,
    `late payments ${o.latePaymentsTaken} taken of ${o.latePaymentsTried} (${o.latePaymentsRefused} refused by the provider)`,
    `refunds ${o.refunds}`,
    `mails ${o.mails} (${o.mailsResent} resent under the same Message-ID)`,
    `webhooks duplicated ${o.duplicatedWebhooks}, out of order ${o.outOfOrderWebhooks} (refused ${o.webhooksRefused}; ${o.paidAfterEarlyExpiry} sessions paid after their expiry event)`,
    `settled ${o.settledInMs === null ? 'NO' : `in ${(o.settledInMs / 1000).toFixed(0)} s`}`,
    `invariants ${Object.keys(o.invariants).length} (${o.checked} checks)`,
    `violations ${o.violations}${failed.length > 0 ? ` in ${failed.length} invariants` : ''}`,
    `wall ${(o.wallMs / 1000).toFixed(0)} s`,
  ].join(', ');
}
