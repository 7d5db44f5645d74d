import type { FastifyBaseLogger } from 'fastify';
import type { SandboxPaymentProvider } from '../payments/sandbox/sandbox-payment-provider.js';
import type { FulfilmentService } from '../services/fulfilment.service.js';
import type { ServerClock } from '../services/ports/clock.port.js';

/** What one sweep acts on. */
export interface SweepDeps {
  readonly fulfilment: FulfilmentService;
  /** The sandbox provider when in use: it expires its sessions and renews subscriptions by the clock. */
  readonly sandbox: SandboxPaymentProvider | null;
  readonly clock: ServerClock;
  readonly log: FastifyBaseLogger;
}

/**
 * One sweep: ends reservations whose time is up (their tonnes come back) and, with the sandbox,
 * expires its unpaid sessions and bills due renewals. Every step is idempotent and safe with
 * several server processes sweeping the same database.
 */
export async function sweepOnce({
  fulfilment,
  sandbox,
  clock,
}: Omit<SweepDeps, 'log'>): Promise<void> {
  if (sandbox) {
    await sandbox.expireDue(clock.now());
    await sandbox.renewDue(clock.now());
  }
  await fulfilment.expireReservations();
}

/** Sweeps every intervalMs until the returned stop function is called; never overlaps itself. */
export function startSweeper(deps: SweepDeps, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepOnce(deps);
    } catch (error) {
      deps.log.error({ err: error }, 'sweep failed; the next one will retry');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
