import type { ApiKeyKind } from '../public-api/api-key-kind.js';
import type { ApiMode } from '../public-api/api-mode.js';
import type { WebhookEventType } from '../public-api/webhook-event-type.js';
import type { GatewayResult } from './gateway-error.js';

/** An API key as the dashboard lists it: never the key itself, only its first characters. */
export interface ApiKey {
  readonly id: number;
  readonly name: string;
  readonly mode: ApiMode;
  readonly kind: ApiKeyKind;
  /** The key's first characters, e.g. 'nzk_test_4fQz…'. */
  readonly hint: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
}

/** What a new key is: its name, mode and kind. */
export interface NewApiKey {
  readonly name: string;
  readonly mode: ApiMode;
  readonly kind: ApiKeyKind;
}

/** A key just created, with the secret shown this once (the server keeps only its hash). */
export interface CreatedApiKey {
  readonly key: ApiKey;
  readonly secret: string;
}

/** What one mode's balance holds, in minor units. */
export interface DeveloperBalance {
  readonly mode: ApiMode;
  readonly availableCents: number;
  readonly currency: string;
  /** Below this a balance.low event is sent; null for none. */
  readonly lowBalanceThresholdCents: number | null;
}

/** Why a balance moved. */
export type BalanceMovementReason = 'top_up' | 'test_funds' | 'order' | 'order_cancelled';

/** One movement of a balance: positive in, negative out. */
export interface BalanceMovement {
  readonly id: number;
  readonly mode: ApiMode;
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly reason: BalanceMovementReason;
  readonly orderId: string | null;
  readonly createdAt: string;
}

/** Both modes' balances and the latest movements, newest first. */
export interface DeveloperBalances {
  readonly balances: readonly DeveloperBalance[];
  readonly movements: readonly BalanceMovement[];
}

/** Where a top-up stands: PAID once credited, PENDING while the provider has no payment yet. */
export type TopUpStatus = 'PENDING' | 'PAID' | 'EXPIRED' | 'FAILED';

/** A returned top-up: how it went, its amount and the live balance after it. */
export interface TopUpOutcome {
  readonly status: TopUpStatus;
  readonly amountCents: number;
  readonly balance: DeveloperBalance;
}

/** A webhook endpoint as listed: never its signing secret. */
export interface WebhookEndpoint {
  readonly id: string;
  readonly mode: ApiMode;
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  readonly description: string;
  readonly createdAt: string;
  readonly disabledAt: string | null;
}

/** What a new webhook endpoint is. */
export interface NewWebhookEndpoint {
  readonly url: string;
  readonly mode: ApiMode;
  readonly events: readonly WebhookEventType[];
  readonly description: string;
}

/** An endpoint just added, with its signing secret shown this once. */
export interface CreatedWebhookEndpoint {
  readonly endpoint: WebhookEndpoint;
  readonly secret: string;
}

/** One attempt to deliver an event to an endpoint. */
export interface WebhookDelivery {
  readonly id: number;
  readonly eventId: string;
  readonly eventType: string;
  readonly attempt: number;
  /** The endpoint's HTTP status; null when no answer came. */
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  readonly createdAt: string;
}

/**
 * The dashboard's Developers area over /api/developers/* with the session token: API keys, the
 * prepaid balances and the webhook endpoints of the signed-in account.
 */
export interface DeveloperGateway {
  /** The account's keys, newest first, revoked ones included. */
  listKeys(): GatewayResult<readonly ApiKey[]>;
  /** Creates a key; 400 with field errors (name, mode, kind) when the server refuses it. */
  createKey(key: NewApiKey): GatewayResult<CreatedApiKey>;
  /** Revokes a key at once; 404 when it is not the account's. */
  revokeKey(id: number): GatewayResult<ApiKey>;

  /** Both modes' balances and the latest movements. */
  balances(): GatewayResult<DeveloperBalances>;
  /** Adds test money at once (never charged); 400 with an amountCents error, 429 when asked too often. */
  addTestFunds(amountCents: number): GatewayResult<void>;
  /** Sets (or, with null, clears) when a mode's balance.low event is sent. */
  setLowBalanceThreshold(mode: ApiMode, thresholdCents: number | null): GatewayResult<void>;
  /** Opens the hosted checkout for live money; answers where to send the browser. */
  startTopUp(amountCents: number): GatewayResult<string>;
  /**
   * Asks how the top-up the checkout returned with went (the return address's topUp value),
   * crediting it if the provider says it is paid; 404 when the account has no such top-up.
   */
  confirmTopUp(sessionId: string): GatewayResult<TopUpOutcome>;

  /** The account's webhook endpoints. */
  listWebhooks(): GatewayResult<readonly WebhookEndpoint[]>;
  /** Adds an endpoint; 400 with field errors (url, events, description) when refused. */
  createWebhook(endpoint: NewWebhookEndpoint): GatewayResult<CreatedWebhookEndpoint>;
  /** Stops deliveries to an endpoint. */
  disableWebhook(id: string): GatewayResult<void>;
  /** The newest delivery attempts to an endpoint. */
  webhookDeliveries(id: string): GatewayResult<readonly WebhookDelivery[]>;
  /** Queues a test event for this endpoint only; answers the event's id. */
  sendTestEvent(id: string): GatewayResult<string>;
}
