import type {
  ApiKeyResponse,
  BalanceThresholdRequest,
  CreateApiKeyRequest,
  CreateWebhookEndpointRequest,
  TestFundsRequest,
  TopUpConfirmRequest,
  TopUpRequest,
} from '@netzero/contract';
import type {
  ApiKey,
  ApiMode,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  DeveloperBalances,
  DeveloperGateway,
  GatewayResult,
  NewApiKey,
  NewWebhookEndpoint,
  TopUpOutcome,
  WebhookDelivery,
  WebhookEndpoint,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract, mapReply, type ReplySchema } from './http-client';
import { decodeAs, oneOf } from './reply-decoders';

const toKey = (key: ApiKeyResponse): ApiKey => key;

const Keys = fromContract(({ ApiKeyListResponse }) =>
  decodeAs(ApiKeyListResponse, (list): readonly ApiKey[] => list.keys.map(toKey)),
);
const CreatedKey = fromContract(({ CreatedApiKeyResponse }) =>
  decodeAs(CreatedApiKeyResponse, (created): CreatedApiKey => created),
);
const RevokedKey = fromContract(({ ApiKeyResponse }) => decodeAs(ApiKeyResponse, toKey));
const Balances = fromContract(({ DeveloperBalanceResponse }) =>
  decodeAs(
    DeveloperBalanceResponse,
    (reply): DeveloperBalances => ({
      balances: reply.balances.map(({ object: _, ...balance }) => balance),
      movements: reply.entries,
    }),
  ),
);
const TopUp = fromContract(({ TopUpResponse }) =>
  decodeAs(TopUpResponse, (reply) => reply.checkoutUrl),
);
const TopUpConfirmed = fromContract(({ TopUpConfirmResponse }) =>
  decodeAs(
    TopUpConfirmResponse,
    ({ balance: { object: _, ...balance }, ...outcome }): TopUpOutcome => ({ ...outcome, balance }),
  ),
);
const Webhooks = fromContract(({ WebhookEndpointListResponse }) =>
  decodeAs(WebhookEndpointListResponse, (list): readonly WebhookEndpoint[] => list.endpoints),
);
const CreatedWebhook = fromContract(({ CreatedWebhookEndpointResponse }) =>
  decodeAs(CreatedWebhookEndpointResponse, (created): CreatedWebhookEndpoint => created),
);
const Deliveries = fromContract(({ WebhookDeliveryListResponse }) =>
  decodeAs(WebhookDeliveryListResponse, (list): readonly WebhookDelivery[] => list.deliveries),
);
const TestEvent = fromContract(({ WebhookTestResponse }) =>
  decodeAs(WebhookTestResponse, (reply) => reply.eventId),
);

const Empty: ReplySchema<undefined> = {
  safeParse: (value) =>
    value === undefined ? { success: true, data: undefined } : { success: false },
};
const ignore = <T>(schema: ReplySchema<T>) => decodeAs(schema, () => undefined);

// The contract names no reply for these writes: the page reloads what they change, so any
// shape the contract describes for them (the balance, one movement, the endpoint, a message) or
// no body is an acknowledgement; anything else is still an invalid reply.
const BalanceChanged = fromContract(
  ({ DeveloperBalanceResponse, V1Balance, BalanceEntryResponse, MessageBody }) =>
    oneOf<undefined>(
      ignore(DeveloperBalanceResponse),
      ignore(V1Balance),
      ignore(BalanceEntryResponse),
      ignore(MessageBody),
      Empty,
    ),
);
const WebhookDisabled = fromContract(({ WebhookEndpointResponse, MessageBody }) =>
  oneOf<undefined>(ignore(WebhookEndpointResponse), ignore(MessageBody), Empty),
);

/** DeveloperGateway over /api/developers/*, decoded with the contract; the client adds the bearer header. */
export class KyDeveloperGateway implements DeveloperGateway {
  constructor(private readonly http: KyInstance) {}

  listKeys(): GatewayResult<readonly ApiKey[]> {
    return callJson(this.http, 'api/developers/keys', Keys);
  }

  createKey(key: NewApiKey): GatewayResult<CreatedApiKey> {
    const json: CreateApiKeyRequest = { name: key.name, mode: key.mode, kind: key.kind };
    return callJson(this.http, 'api/developers/keys', CreatedKey, { method: 'post', json });
  }

  revokeKey(id: number): GatewayResult<ApiKey> {
    return callJson(this.http, `api/developers/keys/${id}/revoke`, RevokedKey, { method: 'post' });
  }

  balances(): GatewayResult<DeveloperBalances> {
    return callJson(this.http, 'api/developers/balance', Balances);
  }

  addTestFunds(amountCents: number): GatewayResult<void> {
    const json: TestFundsRequest = { amountCents };
    return mapReply(
      callJson(this.http, 'api/developers/balance/test-funds', BalanceChanged, {
        method: 'post',
        json,
      }),
      () => undefined,
    );
  }

  setLowBalanceThreshold(mode: ApiMode, thresholdCents: number | null): GatewayResult<void> {
    const json: BalanceThresholdRequest = { mode, lowBalanceThresholdCents: thresholdCents };
    return mapReply(
      callJson(this.http, 'api/developers/balance/threshold', BalanceChanged, {
        method: 'put',
        json,
      }),
      () => undefined,
    );
  }

  startTopUp(amountCents: number): GatewayResult<string> {
    const json: TopUpRequest = { amountCents };
    return callJson(this.http, 'api/developers/balance/top-up', TopUp, { method: 'post', json });
  }

  confirmTopUp(sessionId: string): GatewayResult<TopUpOutcome> {
    const json: TopUpConfirmRequest = { sessionId };
    return callJson(this.http, 'api/developers/balance/top-up/confirm', TopUpConfirmed, {
      method: 'post',
      json,
    });
  }

  listWebhooks(): GatewayResult<readonly WebhookEndpoint[]> {
    return callJson(this.http, 'api/developers/webhooks', Webhooks);
  }

  createWebhook(endpoint: NewWebhookEndpoint): GatewayResult<CreatedWebhookEndpoint> {
    const json: CreateWebhookEndpointRequest = {
      url: endpoint.url,
      mode: endpoint.mode,
      events: [...endpoint.events],
      description: endpoint.description,
    };
    return callJson(this.http, 'api/developers/webhooks', CreatedWebhook, { method: 'post', json });
  }

  disableWebhook(id: string): GatewayResult<void> {
    const path = `api/developers/webhooks/${encodeURIComponent(id)}/disable`;
    return mapReply(
      callJson(this.http, path, WebhookDisabled, { method: 'post' }),
      () => undefined,
    );
  }

  webhookDeliveries(id: string): GatewayResult<readonly WebhookDelivery[]> {
    const path = `api/developers/webhooks/${encodeURIComponent(id)}/deliveries`;
    return callJson(this.http, path, Deliveries);
  }

  sendTestEvent(id: string): GatewayResult<string> {
    const path = `api/developers/webhooks/${encodeURIComponent(id)}/test`;
    return callJson(this.http, path, TestEvent, { method: 'post' });
  }
}
