import type {
  ApiKey,
  BalanceMovement,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  DeveloperBalance,
  DeveloperBalances,
  DeveloperGateway,
  NewApiKey,
  NewWebhookEndpoint,
  TopUpOutcome,
  TopUpStatus,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../src/ports/developer-gateway.port.js';
import type { GatewayResult } from '../../src/ports/gateway-error.js';
import { API_KEY_PREFIXES } from '../../src/public-api/api-key-kind.js';
import type { ApiMode } from '../../src/public-api/api-mode.js';
import { err, ok } from '../../src/shared/result.js';
import { GatewayScript, httpError } from './gateway-fakes.js';

const NOW = '2026-11-22T12:00:00.000Z';
const INVALID = 'The request is not valid. Check the highlighted fields.';
const MIN_CENTS = 1_000;
const MAX_CENTS = 10_000_000;

/** A 24-character id tail or a 32-character secret, predictable so tests can name it. */
function tail(seed: number, length: number): string {
  return String(seed).padStart(length, '0');
}

/**
 * A DeveloperGateway over one account held in memory, answering as /api/developers/* does: keys
 * shown once then only by hint, 400 with per-field errors for what the contract refuses, test
 * funds added at once, a top-up that answers a checkout address, endpoints with a secret shown once.
 */
export class FakeDeveloperGateway implements DeveloperGateway {
  readonly script = new GatewayScript<DeveloperGateway>();
  keys: ApiKey[] = [];
  balanceOf: Record<ApiMode, DeveloperBalance> = {
    test: { mode: 'test', availableCents: 0, currency: 'USD', lowBalanceThresholdCents: null },
    live: { mode: 'live', availableCents: 0, currency: 'USD', lowBalanceThresholdCents: null },
  };
  movements: BalanceMovement[] = [];
  endpoints: WebhookEndpoint[] = [];
  deliveries = new Map<string, WebhookDelivery[]>();
  /** Where startTopUp sends the browser. */
  checkoutUrl = 'https://checkout.example/pay/cs_test_1';
  /** Top-ups started, by the session id the checkout returns with, and how each stands. */
  topUps = new Map<string, { amountCents: number; status: TopUpStatus }>();
  private next = 1;
  private readonly credited = new Set<string>();

  listKeys(): GatewayResult<readonly ApiKey[]> {
    return this.script.answer({ method: 'listKeys', args: [] }, () => ok([...this.keys]));
  }

  createKey(request: NewApiKey): GatewayResult<CreatedApiKey> {
    return this.script.answer({ method: 'createKey', args: [request] }, () => {
      if (request.name.trim() === '') {
        return err(httpError(400, INVALID, 'Bad Request', { name: 'Give the key a name.' }));
      }
      const id = this.next++;
      const secret = `${API_KEY_PREFIXES[request.kind][request.mode]}${tail(id, 32)}`;
      const key: ApiKey = {
        id,
        name: request.name.trim(),
        mode: request.mode,
        kind: request.kind,
        hint: `${secret.slice(0, secret.indexOf('_', 5) + 5)}…`,
        createdAt: NOW,
        lastUsedAt: null,
        revokedAt: null,
      };
      this.keys = [key, ...this.keys];
      return ok({ key, secret });
    });
  }

  revokeKey(id: number): GatewayResult<ApiKey> {
    return this.script.answer({ method: 'revokeKey', args: [id] }, () => {
      const key = this.keys.find((candidate) => candidate.id === id);
      if (!key) return err(httpError(404, 'You have no API key with this id.', 'Not Found'));
      const revoked = { ...key, revokedAt: key.revokedAt ?? NOW };
      this.keys = this.keys.map((candidate) => (candidate.id === id ? revoked : candidate));
      return ok(revoked);
    });
  }

  balances(): GatewayResult<DeveloperBalances> {
    return this.script.answer({ method: 'balances', args: [] }, () =>
      ok({ balances: [this.balanceOf.test, this.balanceOf.live], movements: [...this.movements] }),
    );
  }

  addTestFunds(amountCents: number): GatewayResult<void> {
    return this.script.answer({ method: 'addTestFunds', args: [amountCents] }, () => {
      const refused = amountError(amountCents);
      if (refused) return err(httpError(400, INVALID, 'Bad Request', { amountCents: refused }));
      const after = this.balanceOf.test.availableCents + amountCents;
      this.balanceOf = {
        ...this.balanceOf,
        test: { ...this.balanceOf.test, availableCents: after },
      };
      this.movements = [
        {
          id: this.next++,
          mode: 'test',
          amountCents,
          balanceAfterCents: after,
          reason: 'test_funds',
          orderId: null,
          createdAt: NOW,
        },
        ...this.movements,
      ];
      return ok(undefined);
    });
  }

  setLowBalanceThreshold(mode: ApiMode, thresholdCents: number | null): GatewayResult<void> {
    return this.script.answer(
      { method: 'setLowBalanceThreshold', args: [mode, thresholdCents] },
      () => {
        const balance = { ...this.balanceOf[mode], lowBalanceThresholdCents: thresholdCents };
        this.balanceOf = { ...this.balanceOf, [mode]: balance };
        return ok(undefined);
      },
    );
  }

  startTopUp(amountCents: number): GatewayResult<string> {
    return this.script.answer({ method: 'startTopUp', args: [amountCents] }, () => {
      const refused = amountError(amountCents);
      if (refused) return err(httpError(400, INVALID, 'Bad Request', { amountCents: refused }));
      return ok(this.checkoutUrl);
    });
  }

  confirmTopUp(sessionId: string): GatewayResult<TopUpOutcome> {
    return this.script.answer({ method: 'confirmTopUp', args: [sessionId] }, () => {
      const topUp = this.topUps.get(sessionId);
      if (!topUp) {
        return err(
          httpError(404, 'You have no top-up paid through this checkout session.', 'Not Found'),
        );
      }
      // Credited once, like the server: a second confirm of a PAID top-up changes nothing.
      if (topUp.status === 'PAID' && !this.credited.has(sessionId)) {
        this.credited.add(sessionId);
        const live = this.balanceOf.live;
        this.balanceOf = {
          ...this.balanceOf,
          live: { ...live, availableCents: live.availableCents + topUp.amountCents },
        };
      }
      return ok({
        status: topUp.status,
        amountCents: topUp.amountCents,
        balance: this.balanceOf.live,
      });
    });
  }

  listWebhooks(): GatewayResult<readonly WebhookEndpoint[]> {
    return this.script.answer({ method: 'listWebhooks', args: [] }, () => ok([...this.endpoints]));
  }

  createWebhook(request: NewWebhookEndpoint): GatewayResult<CreatedWebhookEndpoint> {
    return this.script.answer({ method: 'createWebhook', args: [request] }, () => {
      const errors: Record<string, string> = {};
      if (!/^https?:\/\/[^\s/]+/.test(request.url)) errors.url = 'Enter an http(s) address.';
      if (request.events.length === 0) errors.events = 'Choose at least one event.';
      if (Object.keys(errors).length > 0)
        return err(httpError(400, INVALID, 'Bad Request', errors));
      const seed = this.next++;
      const endpoint: WebhookEndpoint = {
        id: `we_${tail(seed, 24)}`,
        mode: request.mode,
        url: request.url,
        events: [...request.events],
        description: request.description,
        createdAt: NOW,
        disabledAt: null,
      };
      this.endpoints = [endpoint, ...this.endpoints];
      return ok({ endpoint, secret: `whsec_${tail(seed, 32)}` });
    });
  }

  disableWebhook(id: string): GatewayResult<void> {
    return this.script.answer({ method: 'disableWebhook', args: [id] }, () => {
      if (!this.endpoints.some((endpoint) => endpoint.id === id)) {
        return err(httpError(404, 'You have no webhook endpoint with this id.', 'Not Found'));
      }
      this.endpoints = this.endpoints.map((endpoint) =>
        endpoint.id === id ? { ...endpoint, disabledAt: endpoint.disabledAt ?? NOW } : endpoint,
      );
      return ok(undefined);
    });
  }

  webhookDeliveries(id: string): GatewayResult<readonly WebhookDelivery[]> {
    return this.script.answer({ method: 'webhookDeliveries', args: [id] }, () =>
      ok([...(this.deliveries.get(id) ?? [])]),
    );
  }

  sendTestEvent(id: string): GatewayResult<string> {
    return this.script.answer({ method: 'sendTestEvent', args: [id] }, () => {
      const eventId = `evt_${tail(this.next++, 24)}`;
      // The fake delivers at once, so the log shows the attempt when the page reloads it.
      const delivery: WebhookDelivery = {
        id: this.next++,
        eventId,
        eventType: 'order.fulfilled',
        attempt: 1,
        statusCode: 200,
        error: null,
        durationMs: 42,
        createdAt: NOW,
      };
      this.deliveries.set(id, [delivery, ...(this.deliveries.get(id) ?? [])]);
      return ok(eventId);
    });
  }
}

function amountError(amountCents: number): string | null {
  if (amountCents < MIN_CENTS) return 'Top up at least $10.';
  if (amountCents > MAX_CENTS) return 'Top up at most $100,000.';
  return null;
}
