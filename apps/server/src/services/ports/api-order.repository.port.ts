import type { ApiMode } from '@netzero/core';

/** States of an order of the public API. */
export type ApiOrderState = 'draft' | 'placed' | 'fulfilled' | 'cancelled';

/** A retired serial range of an API order (a test ledger's in test mode: no registry block). */
export interface ApiSerialRange {
  readonly first: number;
  readonly last: number;
  readonly registrySerialBlock: string;
  readonly vintage: number;
}

/**
 * An API order in its wire form, built in one place (persistence/api-order-object.ts) for the
 * /v1 answers and the webhook events alike; the routes parse it with the contract's V1Order.
 */
export interface ApiOrderObject {
  readonly object: 'order';
  readonly id: string;
  readonly mode: ApiMode;
  readonly state: ApiOrderState;
  readonly projectId: number;
  readonly projectName: string;
  readonly vintage: number | null;
  readonly tonnes: number;
  readonly unitPriceCents: number;
  readonly amountCents: number;
  readonly currency: string;
  readonly estimateId: string | null;
  readonly beneficiary: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  readonly createdAt: string;
  readonly draftExpiresAt: string | null;
  readonly placedAt: string | null;
  readonly fulfilledAt: string | null;
  readonly cancelledAt: string | null;
  readonly certificateUrl: string | null;
  readonly serialRanges: readonly ApiSerialRange[];
}

/** What an order buys: whole tonnes, a budget in cents, or an estimate's tonnes. */
export type ApiOrderQuantity =
  | { readonly tonnes: number }
  | { readonly amountCents: number }
  | { readonly estimateId: string };

/** A new API order, its request validated by the contract. */
export interface NewApiOrder {
  readonly userId: number;
  readonly mode: ApiMode;
  readonly quantity: ApiOrderQuantity;
  readonly projectId?: number;
  readonly vintage?: number;
  readonly beneficiary?: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly state: 'draft' | 'placed';
}

/** An Idempotency-Key claimed by a request: stored with the answer, in the change's transaction. */
export interface IdempotencyClaim {
  readonly key: string;
  readonly requestHash: string;
}

/** An answer stored under an Idempotency-Key. */
export interface StoredAnswer {
  readonly requestHash: string;
  readonly statusCode: number;
  readonly body: unknown;
}

/** Why an order could not be made (nothing was changed). */
export type CreateApiOrderFailure =
  | { readonly code: 'ESTIMATE_NOT_FOUND' }
  | { readonly code: 'PROJECT_NOT_FOUND' }
  | { readonly code: 'NOT_ENOUGH_STOCK'; readonly tonnes: number; readonly vintage?: number }
  | { readonly code: 'NO_PROJECT_WITH_STOCK'; readonly tonnes: number; readonly vintage?: number }
  | {
      readonly code: 'AMOUNT_BELOW_ONE_TONNE';
      readonly minimumCents: number;
      readonly currency: string;
    }
  | {
      readonly code: 'INSUFFICIENT_BALANCE';
      readonly neededCents: number;
      readonly availableCents: number;
    };

/** What creating an order did: the order, a failure, or the answer an earlier request stored. */
export type CreateApiOrderOutcome =
  | { readonly kind: 'created'; readonly order: ApiOrderObject }
  | { readonly kind: 'failed'; readonly failure: CreateApiOrderFailure }
  | { readonly kind: 'replayed'; readonly answer: StoredAnswer };

/** What placing a draft did. */
export type PlaceApiOrderOutcome =
  | { readonly kind: 'placed' | 'unchanged'; readonly order: ApiOrderObject }
  | { readonly kind: 'not-placeable'; readonly order: ApiOrderObject }
  | {
      readonly kind: 'insufficient-balance';
      readonly neededCents: number;
      readonly availableCents: number;
    }
  | { readonly kind: 'not-found' };

/** What cancelling an order did. */
export type CancelApiOrderOutcome =
  | { readonly kind: 'cancelled' | 'unchanged'; readonly order: ApiOrderObject }
  | { readonly kind: 'fulfilled' }
  | { readonly kind: 'not-found' };

/** Whose orders a call sees: one account in one mode. */
export interface ApiOrderOwner {
  readonly userId: number;
  readonly mode: ApiMode;
}

/**
 * The public API's orders. Every change is one transaction with its stock, balance movement,
 * webhook event and job (DESIGN §5 'The public API').
 */
export interface ApiOrderRepository {
  /**
   * Makes an order (a draft holding its tonnes until draftExpiresAt, or placed and charged); with
   * a claim, the Idempotency-Key row is written in the same transaction, so one key never makes
   * two orders (a concurrent request with the key gets the stored answer).
   */
  create(
    order: NewApiOrder,
    claim: IdempotencyClaim | null,
    draftExpiresAt: Date,
    now: Date,
  ): Promise<CreateApiOrderOutcome>;
  place(owner: ApiOrderOwner, id: string, now: Date): Promise<PlaceApiOrderOutcome>;
  cancel(owner: ApiOrderOwner, id: string, now: Date): Promise<CancelApiOrderOutcome>;
  find(owner: ApiOrderOwner, id: string): Promise<ApiOrderObject | null>;
  /** Newest first, after the order `startingAfter` (an id of this owner's) when given. */
  list(
    owner: ApiOrderOwner,
    page: { limit: number; startingAfter?: string },
  ): Promise<{ orders: ApiOrderObject[]; hasMore: boolean }>;
  /** Cancels drafts past their time, their tonnes back, with order.cancelled; their ids. */
  expireDrafts(now: Date): Promise<string[]>;
  /**
   * Fulfils a placed order once (at-least-once jobs): live into the shop's order, certificate
   * and serial ledger; test into the test ledger. 'done' when it is (now or before), 'not-placed'
   * for a cancelled one.
   */
  fulfil(id: string, now: Date): Promise<'fulfilled' | 'already' | 'not-placed'>;
}

/** Answers stored under Idempotency-Keys, per account and mode. */
export interface IdempotencyStore {
  find(owner: ApiOrderOwner, key: string): Promise<StoredAnswer | null>;
  /** Stores an answer unless the key has one already (the first answer stands). */
  save(
    owner: ApiOrderOwner,
    claim: IdempotencyClaim,
    statusCode: number,
    body: unknown,
    now: Date,
  ): Promise<void>;
  /** Deletes keys older than `before`; how many. */
  prune(before: Date): Promise<number>;
}
