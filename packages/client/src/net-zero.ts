import { HttpTransport } from './http-transport.js';
import { BalanceResource } from './resources/balance.resource.js';
import { EstimatesResource } from './resources/estimates.resource.js';
import { OrdersResource } from './resources/orders.resource.js';
import { ProjectsResource } from './resources/projects.resource.js';

/** The server `npm start` runs; pass your deployment's origin as baseUrl. */
export const DEFAULT_BASE_URL = 'http://localhost:8080';

/** Retries after the first attempt, by default: three attempts in all. */
export const DEFAULT_MAX_RETRIES = 2;

/** How long one attempt may take by default, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** How a NetZero client is made. */
export interface NetZeroOptions {
  /** A secret key (nzk_test_… or nzk_live_…) or a publishable one (nzpk_…: estimates only). */
  readonly apiKey: string;
  /** The server's origin (default http://localhost:8080); /v1 paths are resolved against it. */
  readonly baseUrl?: string;
  /** The fetch to use (default the global one). */
  readonly fetch?: typeof globalThis.fetch;
  /** Retries of a call answered 429, 408 or 5xx, or not answered (default 2). */
  readonly maxRetries?: number;
  /** How long one attempt may take, in milliseconds (default 30 000). */
  readonly timeoutMs?: number;
  /** Waits between attempts (default setTimeout); tests pass a fake. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The jitter's random source in [0, 1) (default Math.random). */
  readonly random?: () => number;
  /** The clock for Retry-After dates, in milliseconds since the epoch (default Date.now). */
  readonly now?: () => number;
}

/**
 * The client of NetZero Market's public API. Every reply is decoded with @netzero/contract; every
 * failure is a NetZeroError.
 */
export class NetZero {
  readonly projects: ProjectsResource;
  readonly estimates: EstimatesResource;
  readonly orders: OrdersResource;
  readonly balance: BalanceResource;

  constructor(options: NetZeroOptions) {
    if (typeof options?.apiKey !== 'string' || options.apiKey.trim() === '') {
      throw new TypeError('new NetZero({ apiKey }) needs an API key (nzk_test_…, nzk_live_…).');
    }
    const fetchImpl = options.fetch ?? globalThis.fetch;
    if (typeof fetchImpl !== 'function') {
      throw new TypeError('This runtime has no global fetch: pass one as new NetZero({ fetch }).');
    }
    const transport = new HttpTransport({
      apiKey: options.apiKey.trim(),
      baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
      // Called bare, a fetch that is a method (window.fetch) would lose its receiver.
      fetch: (input, init) => fetchImpl(input, init),
      maxRetries: Math.max(0, Math.floor(options.maxRetries ?? DEFAULT_MAX_RETRIES)),
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
      newIdempotencyKey: () => globalThis.crypto.randomUUID(),
    });
    this.projects = new ProjectsResource(transport);
    this.estimates = new EstimatesResource(transport);
    this.orders = new OrdersResource(transport);
    this.balance = new BalanceResource(transport);
  }
}
