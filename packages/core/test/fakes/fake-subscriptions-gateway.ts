import type { GatewayResult } from '../../src/ports/gateway-error.js';
import type {
  Subscription,
  SubscriptionsGateway,
} from '../../src/ports/subscriptions-gateway.port.js';
import { err, ok } from '../../src/shared/result.js';
import { GatewayScript, httpError } from './gateway-fakes.js';

/** A SubscriptionsGateway over an in-memory list; cancel marks one CANCELLED, an unknown id answers 404. */
export class FakeSubscriptionsGateway implements SubscriptionsGateway {
  readonly script = new GatewayScript<SubscriptionsGateway>();
  subscriptions: Subscription[];

  constructor(subscriptions: readonly Subscription[] = []) {
    this.subscriptions = [...subscriptions];
  }

  list(): GatewayResult<readonly Subscription[]> {
    return this.script.answer({ method: 'list', args: [] }, () => ok([...this.subscriptions]));
  }

  cancel(subscriptionId: number): GatewayResult<void> {
    return this.script.answer({ method: 'cancel', args: [subscriptionId] }, () => {
      const found = this.subscriptions.some((subscription) => subscription.id === subscriptionId);
      if (!found) return err(httpError(404, 'Subscription not found', 'Not Found'));
      this.subscriptions = this.subscriptions.map((subscription) =>
        subscription.id === subscriptionId
          ? { ...subscription, status: 'CANCELLED' }
          : subscription,
      );
      return ok(undefined);
    });
  }
}
