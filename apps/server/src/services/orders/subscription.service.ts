import { err, ok, type Result } from '@netzero/core';
import { verifiedEmailOf } from '../accounts/verified-email.js';
import type { ServerClock } from '../ports/clock.port.js';
import type { PaymentProvider } from '../ports/payment-provider.port.js';
import type {
  SubscriptionRecord,
  SubscriptionRepository,
} from '../ports/subscription.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';

/** Why a subscription could not be cancelled. */
export type CancelFailure =
  | { readonly code: 'SUBSCRIPTION.NOT_FOUND' }
  | { readonly code: 'SUBSCRIPTION.CANCEL_FAILED'; readonly cause: unknown };

/**
 * A user's monthly subscriptions: their own, plus guest ones made with their verified e-mail.
 * Anyone else's subscription is reported as not found, so its existence is not revealed either.
 */
export class SubscriptionService {
  readonly #subscriptions: SubscriptionRepository;
  readonly #users: UserRepository;
  readonly #payments: PaymentProvider;
  readonly #clock: ServerClock;

  constructor(deps: {
    subscriptions: SubscriptionRepository;
    users: UserRepository;
    payments: PaymentProvider;
    clock: ServerClock;
  }) {
    this.#subscriptions = deps.subscriptions;
    this.#users = deps.users;
    this.#payments = deps.payments;
    this.#clock = deps.clock;
  }

  /** The subscriptions the user may see, newest first. */
  async list(userId: number): Promise<readonly SubscriptionRecord[]> {
    const verifiedEmail = await verifiedEmailOf(this.#users, userId);
    const records = await this.#subscriptions.listVisibleTo(userId, verifiedEmail);
    return records;
  }

  /**
   * Ends one of the user's subscriptions at the provider first (so no renewal is charged after we
   * say CANCELLED), then here. Cancelling a cancelled subscription changes nothing and succeeds.
   */
  async cancel(userId: number, id: number): Promise<Result<SubscriptionRecord, CancelFailure>> {
    const subscription = await this.#subscriptions.findById(id);
    const verifiedEmail = await verifiedEmailOf(this.#users, userId);
    if (!subscription || !isVisibleTo(subscription, userId, verifiedEmail)) {
      return err({ code: 'SUBSCRIPTION.NOT_FOUND' });
    }
    if (subscription.status === 'CANCELLED') return ok(subscription);
    try {
      await this.#payments.cancelSubscription(subscription.providerSubscriptionId);
    } catch (cause) {
      return err({ code: 'SUBSCRIPTION.CANCEL_FAILED', cause });
    }
    await this.#subscriptions.setStatus(id, 'CANCELLED', this.#clock.now());
    const updated = await this.#subscriptions.findById(id);
    return ok(updated ?? { ...subscription, status: 'CANCELLED' });
  }
}

/** The rule of SubscriptionRepository.listVisibleTo, for one subscription. */
function isVisibleTo(
  subscription: SubscriptionRecord,
  userId: number,
  verifiedEmail: string | null,
): boolean {
  if (subscription.userId !== null) return subscription.userId === userId;
  return verifiedEmail !== null && subscription.email.toLowerCase() === verifiedEmail.toLowerCase();
}
