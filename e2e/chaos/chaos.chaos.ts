import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChaos } from './support/chaos-run.js';
import type { ChaosOutcome } from './support/chaos-summary.js';
import { summaryLine } from './support/chaos-summary.js';

// The whole run happens once in beforeAll; each invariant is then one test, so a failure names
// the invariant and its first violations, and the CI summary counts them.
let outcome: ChaosOutcome;

beforeAll(async () => {
  outcome = await runChaos({
    runMs: Number(process.env.CHAOS_RUN_SECONDS ?? 75) * 1000,
    buyersAtOnce: Number(process.env.CHAOS_BUYERS_AT_ONCE ?? 14),
    settleLimitMs: 90_000,
  });
  const line = summaryLine(outcome);
  console.log(line);
  console.log(`kills: ${outcome.killLog.join(', ')}`);
  if (outcome.anomalies.length > 0)
    console.log(`first buyer anomalies:\n  ${outcome.anomalies.slice(0, 15).join('\n  ')}`);
  const out = process.env.CHAOS_FIGURES_FILE;
  if (out) {
    mkdirSync(join(out, '..'), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ line, ...outcome }, null, 2)}\n`);
  }
});

afterAll(() => {
  if (outcome && (outcome.violations > 0 || outcome.settledInMs === null))
    console.log(`server logs kept in ${outcome.logDir}`);
});

describe('chaos suite', () => {
  // Guards against a vacuous pass: each fault and each path must really have happened.
  it('exercises every fault: kills, SMTP outages, replayed webhooks, payments', () => {
    expect(outcome.kills, 'kills').toBeGreaterThan(0);
    expect(outcome.smtpOutages, 'SMTP outages').toBeGreaterThan(0);
    expect(outcome.duplicatedWebhooks, 'duplicated webhooks').toBeGreaterThan(0);
    expect(outcome.outOfOrderWebhooks, 'out-of-order webhooks').toBeGreaterThan(0);
    expect(outcome.sessionsPaid, 'sessions paid').toBeGreaterThan(0);
  });

  it('takes late payments: the provider session outlives the reservation (Stripe: ≥ 30 min)', () => {
    expect(outcome.latePaymentsTried, 'late payers').toBeGreaterThan(0);
    expect(outcome.latePaymentsRefused, 'late payments the sandbox refused').toBe(0);
  });

  it('settles: sweeps and jobs finish within the bound', () => {
    expect(outcome.settledInMs, 'still PENDING past reservation, or jobs queued').not.toBeNull();
  });

  for (const key of [
    'paidSessions',
    'ordersHavePayments',
    'mailsOnce',
    'stock',
    'serials',
    'jobs',
    'orderStatuses',
  ] as const) {
    it(`invariant: ${key}`, () => {
      const result = outcome.invariants[key];
      expect(result.violations, result.name).toEqual([]);
    });
  }
});
