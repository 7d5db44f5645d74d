import type {
  ApiOrderObject,
  ApiOrderOwner,
  ApiOrderRepository,
  CancelApiOrderOutcome,
  CreateApiOrderOutcome,
  IdempotencyClaim,
  IdempotencyStore,
  NewApiOrder,
  PlaceApiOrderOutcome,
  StoredAnswer,
} from '../ports/api-order.repository.port.js';
import type { ServerClock } from '../ports/clock.port.js';

/** How long a draft holds its tonnes and price, in milliseconds (15 minutes). */
export const API_ORDER_DRAFT_TTL_MS = 15 * 60_000;

/** How long an Idempotency-Key and its answer are kept, in milliseconds (24 hours); then reusable. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/** The public API's orders and the answers kept under Idempotency-Keys. */
export class ApiOrderService {
  readonly #orders: ApiOrderRepository;
  readonly #answers: IdempotencyStore;
  readonly #clock: ServerClock;
  readonly #stockChanged: () => void;

  constructor(deps: {
    orders: ApiOrderRepository;
    answers: IdempotencyStore;
    clock: ServerClock;
    /** Told after live stock was taken or given back (the catalogue's snapshot drops it). */
    stockChanged?: () => void;
  }) {
    this.#orders = deps.orders;
    this.#answers = deps.answers;
    this.#clock = deps.clock;
    this.#stockChanged = deps.stockChanged ?? (() => {});
  }

  /** Makes an order (a draft, or placed and charged), the key's answer stored with it. */
  async create(order: NewApiOrder, claim: IdempotencyClaim | null): Promise<CreateApiOrderOutcome> {
    const now = this.#clock.now();
    const draftExpiresAt = new Date(now.getTime() + API_ORDER_DRAFT_TTL_MS);
    const outcome = await this.#orders.create(order, claim, draftExpiresAt, now);
    if (outcome.kind === 'created' && order.mode === 'live') this.#stockChanged();
    return outcome;
  }

  place(owner: ApiOrderOwner, id: string): Promise<PlaceApiOrderOutcome> {
    return this.#orders.place(owner, id, this.#clock.now());
  }

  async cancel(owner: ApiOrderOwner, id: string): Promise<CancelApiOrderOutcome> {
    const outcome = await this.#orders.cancel(owner, id, this.#clock.now());
    if (outcome.kind === 'cancelled' && owner.mode === 'live') this.#stockChanged();
    return outcome;
  }

  get(owner: ApiOrderOwner, id: string): Promise<ApiOrderObject | null> {
    return this.#orders.find(owner, id);
  }

  list(owner: ApiOrderOwner, page: { limit: number; startingAfter?: string }) {
    return this.#orders.list(owner, page);
  }

  /** The sweeper's step: drafts past their 15 minutes are cancelled, their tonnes back. */
  async expireDrafts(now: Date): Promise<string[]> {
    const expired = await this.#orders.expireDrafts(now);
    if (expired.length > 0) this.#stockChanged();
    return expired;
  }

  /** The 'fulfil-api-order' job's work (idempotent). */
  fulfil(id: string): Promise<'fulfilled' | 'already' | 'not-placed'> {
    return this.#orders.fulfil(id, this.#clock.now());
  }

  /** The answer stored under a key of this account and mode, if any (within 24 hours). */
  storedAnswer(owner: ApiOrderOwner, key: string): Promise<StoredAnswer | null> {
    return this.#answers.find(owner, key);
  }

  /** Stores a POST's answer under its key (the first answer stands). */
  storeAnswer(
    owner: ApiOrderOwner,
    claim: IdempotencyClaim,
    statusCode: number,
    body: unknown,
  ): Promise<void> {
    return this.#answers.save(owner, claim, statusCode, body, this.#clock.now());
  }

  /** The sweeper's step: keys older than 24 hours are forgotten (and may be used again). */
  pruneKeys(now: Date): Promise<number> {
    return this.#answers.prune(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  }
}
