import { err, ok, type Result } from '@netzero/core';
import type { OperatorActor } from '../ports/audit-log.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import type { OpsSubscriptionRepository } from '../ports/ops-subscriptions.port.js';
import type { PaymentProvider } from '../ports/payment-provider.port.js';
import type {
  SubscriptionRecord,
  SubscriptionStatus,
} from '../ports/subscription.repository.port.js';

/** Why an operator's cancel failed. */
export type OpsCancelFailure = 'not-found' | 'provider-failed';

/** The operators' subscriptions: list and cancel (as the buyer's cancel does, for anyone's). */
export class OpsSubscriptionsService {
  readonly #deps: {
    subscriptions: OpsSubscriptionRepository;
    payments: PaymentProvider;
    clock: ServerClock;
  };

  constructor(deps: {
    subscriptions: OpsSubscriptionRepository;
    payments: PaymentProvider;
    clock: ServerClock;
  }) {
    this.#deps = deps;
  }

  list(
    filter: { status?: SubscriptionStatus; email?: string },
    page: { limit: number; offset: number },
  ) {
    return this.#deps.subscriptions.list(filter, page);
  }

  /**
   * Ends the subscription at the provider first (so no renewal is charged after we say
   * CANCELLED), then here with its audit entry. A cancelled one stays as it is.
   */
  async cancel(
    id: number,
    actor: OperatorActor,
  ): Promise<Result<SubscriptionRecord, OpsCancelFailure>> {
    const { subscriptions, payments, clock } = this.#deps;
    const subscription = await subscriptions.findById(id);
    if (!subscription) return err('not-found');
    if (subscription.status === 'CANCELLED') return ok(subscription);
    try {
      await payments.cancelSubscription(subscription.providerSubscriptionId);
    } catch {
      return err('provider-failed');
    }
    const cancelled = await subscriptions.markCancelled(id, actor, clock.now());
    return cancelled ? ok(cancelled) : err('not-found');
  }
}
