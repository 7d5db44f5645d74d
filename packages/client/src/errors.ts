/**
 * What went wrong with a call:
 * - `api`: the server answered with an error status (its message and per-field errors are kept);
 * - `decode`: the server answered 2xx, but not with what the contract describes;
 * - `network`: no answer (connection refused, reset, DNS), after every retry;
 * - `timeout`: no answer within `timeoutMs`, after every retry;
 * - `aborted`: the caller's AbortSignal ended the call.
 */
export type NetZeroErrorKind = 'api' | 'decode' | 'network' | 'timeout' | 'aborted';

/** What a NetZeroError is made from. */
export interface NetZeroErrorInit {
  readonly kind: NetZeroErrorKind;
  readonly message: string;
  readonly status?: number | null;
  readonly errors?: Readonly<Record<string, string>>;
  readonly requestId?: string | null;
  readonly retryAfterSeconds?: number | null;
  readonly body?: unknown;
  readonly cause?: unknown;
}

/** Every failure of a NetZero call: the server's error body, a reply the contract refuses, or no reply. */
export class NetZeroError extends Error {
  override readonly name = 'NetZeroError';
  readonly kind: NetZeroErrorKind;
  /** The HTTP status; null when no answer came. */
  readonly status: number | null;
  /** Per-field messages of a 400 (field path → message), as the server's ErrorBody gives them. */
  readonly errors: Readonly<Record<string, string>>;
  /** The server's request id (Request-Id or X-Request-Id header), when it sends one. */
  readonly requestId: string | null;
  /** From Retry-After or the RateLimit header of a 429 or 503, in seconds. */
  readonly retryAfterSeconds: number | null;
  /** The decoded JSON of the answer (or its text), for what the fields above do not carry. */
  readonly body: unknown;

  constructor(init: NetZeroErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.errors = init.errors ?? {};
    this.requestId = init.requestId ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.body = init.body;
  }
}

/** Why a webhook delivery was refused. */
export type WebhookVerificationCode =
  | 'SIGNATURE_HEADER_MISSING'
  | 'SIGNATURE_HEADER_MALFORMED'
  | 'SIGNATURE_MISMATCH'
  | 'TIMESTAMP_OUTSIDE_TOLERANCE'
  | 'PAYLOAD_INVALID';

/** A webhook delivery that must not be trusted (answer it 400 and do nothing). */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  readonly code: WebhookVerificationCode;

  constructor(code: WebhookVerificationCode, message: string) {
    super(message);
    this.code = code;
  }
}
