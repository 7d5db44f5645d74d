// @netzero/client: the SDK of NetZero Market's public API (/v1) and its webhooks.

// The wire types the methods return, so a user needs no second import.
export type {
  V1Balance,
  V1Estimate,
  V1EstimateLineInput,
  V1Order,
  V1OrderList,
  V1OrderState,
  V1Project,
  V1ProjectList,
  WebhookEvent,
  WebhookEventType,
} from '@netzero/contract';
export type { Decoder } from './call-outcome.js';
export {
  NetZeroError,
  type NetZeroErrorInit,
  type NetZeroErrorKind,
  type WebhookVerificationCode,
  WebhookVerificationError,
} from './errors.js';
export type { CallOptions } from './http-transport.js';
export {
  DEFAULT_BASE_URL,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  NetZero,
  type NetZeroOptions,
} from './net-zero.js';
export type { BalanceResource } from './resources/balance.resource.js';
export type { EstimateCreateParams, EstimatesResource } from './resources/estimates.resource.js';
export type { OrderCreateParams, OrdersResource } from './resources/orders.resource.js';
export type { ListParams, Page } from './resources/paging.js';
export type { ProjectsResource } from './resources/projects.resource.js';
export {
  BASE_RETRY_DELAY_MS,
  MAX_RETRY_DELAY_MS,
  MAX_SERVER_RETRY_DELAY_MS,
} from './retry-policy.js';
export { type VerifyWebhookOptions, verifyWebhook } from './webhooks/verify-webhook.js';
