/** What the run did, counted as it happened (the invariants count the rest from the database). */
export class ChaosFigures {
  buyers = 0;
  cartBuyers = 0;
  guestBuyers = 0;
  subscribers = 0;
  soldOut = 0;
  paymentsTaken = 0;
  declines = 0;
  cancels = 0;
  abandoned = 0;
  latePaymentsTried = 0;
  latePaymentsTaken = 0;
  latePaymentsRefused = 0;
  confirms = 0;
  kills = 0;
  restarts = 0;
  smtpOutages = 0;
  /** When each server was killed (server name and UTC time), to read violations against. */
  readonly killLog: string[] = [];
  /** Requests that got no usable answer or an answer no buyer should get (status and path). */
  readonly anomalies: string[] = [];

  anomaly(text: string): void {
    if (this.anomalies.length < 200) this.anomalies.push(text);
  }
}

/** Chooses one of `weighted` at random, in proportion to the weights. */
export function pick<T>(weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = weighted.at(-1);
  if (!last) throw new Error('pick from nothing');
  return last[0];
}

/** A whole number from `min` to `max` inclusive. */
export function between(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
