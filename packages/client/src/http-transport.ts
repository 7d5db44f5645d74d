import { IDEMPOTENCY_KEY_HEADER } from '@netzero/contract';
import {
  abortedFailure,
  apiFailure,
  type Decoder,
  decodeReply,
  type RawReply,
  TIMED_OUT,
  transportFailure,
} from './call-outcome.js';
import { backoffDelayMs, isRetryableStatus, MAX_SERVER_RETRY_DELAY_MS } from './retry-policy.js';

/** Options of one call, on top of the client's. */
export interface CallOptions {
  /** The Idempotency-Key of a POST; a random UUID by default, the same for every retry of the call. */
  readonly idempotencyKey?: string;
  /** Ends the call (and its retries) early. */
  readonly signal?: AbortSignal;
  /** Overrides the client's timeoutMs for this call. */
  readonly timeoutMs?: number;
  /** Overrides the client's maxRetries for this call. */
  readonly maxRetries?: number;
}

/** What the transport runs on; the client fills it from its options. */
export interface TransportSettings {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  readonly maxRetries: number;
  readonly timeoutMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  readonly random: () => number;
  readonly now: () => number;
  readonly newIdempotencyKey: () => string;
}

/** One call: method, path under the base URL, query or JSON body, and the schema of its reply. */
export interface RequestSpec<T> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly decoder: Decoder<T>;
}

/** Sends /v1 calls: auth header, idempotency keys, timeouts, retries with backoff, decoding. */
export class HttpTransport {
  constructor(private readonly settings: TransportSettings) {}

  async request<T>(spec: RequestSpec<T>, options: CallOptions = {}): Promise<T> {
    const { settings } = this;
    const url = buildUrl(settings.baseUrl, spec.path, spec.query);
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${settings.apiKey}`,
    };
    if (spec.method === 'POST') {
      headers['content-type'] = 'application/json';
      // One key per logical call, made before the first attempt: every retry repeats it.
      headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey ?? settings.newIdempotencyKey();
    }
    const init: RequestInit = {
      method: spec.method,
      headers,
      ...(spec.method === 'POST' ? { body: JSON.stringify(spec.body ?? {}) } : {}),
    };
    const maxRetries = options.maxRetries ?? settings.maxRetries;
    const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
    const label = `${spec.method} ${spec.path}`;

    for (let attempt = 0; ; attempt++) {
      const retriesLeft = attempt < maxRetries;
      let reply: RawReply;
      try {
        reply = await this.attempt(url, init, timeoutMs, options.signal);
      } catch (cause) {
        const failure = transportFailure(cause, label, timeoutMs, options.signal);
        if (failure.kind === 'aborted' || !retriesLeft) throw failure;
        await this.pause(backoffDelayMs(attempt, settings.random), options.signal, label);
        continue;
      }
      if (reply.status >= 200 && reply.status < 300) return decodeReply(reply, spec.decoder, label);
      const failure = apiFailure(reply, settings.now());
      if (!retriesLeft || !isRetryableStatus(reply.status)) throw failure;
      const asked = failure.retryAfterSeconds;
      if (asked !== null && asked * 1000 > MAX_SERVER_RETRY_DELAY_MS) throw failure;
      const delay = asked !== null ? asked * 1000 : backoffDelayMs(attempt, settings.random);
      await this.pause(delay, options.signal, label);
    }
  }

  /** One fetch, body read included, under its own timeout and the caller's signal. */
  private async attempt(
    url: string,
    init: RequestInit,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<RawReply> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await this.settings.fetch(url, { ...init, signal: controller.signal });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      throw controller.signal.reason === TIMED_OUT ? TIMED_OUT : error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  private async pause(ms: number, signal: AbortSignal | undefined, label: string): Promise<void> {
    await this.settings.sleep(ms);
    if (signal?.aborted) throw abortedFailure(label, signal.reason);
  }
}

function buildUrl(baseUrl: string, path: string, query: RequestSpec<unknown>['query']): string {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}
