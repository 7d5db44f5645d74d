import { ErrorBody } from '@netzero/contract';
import { NetZeroError } from './errors.js';
import { serverRetryAfterSeconds } from './retry-policy.js';

// Turning what came back (or did not) into a decoded value or a NetZeroError.

/** What decodes a reply: a zod schema of @netzero/contract (only its safeParse is used). */
export interface Decoder<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** An answer, its body read. */
export interface RawReply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** What an attempt throws when its own timeout (not the caller) ended it. */
export const TIMED_OUT = Symbol('timed out');

function requestIdOf(headers: Headers): string | null {
  return headers.get('request-id') ?? headers.get('x-request-id');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function decodeReply<T>(reply: RawReply, decoder: Decoder<T>, label: string): T {
  const json = parseJson(reply.text);
  const base = { status: reply.status, requestId: requestIdOf(reply.headers) };
  if (!json.ok) {
    throw new NetZeroError({
      ...base,
      kind: 'decode',
      message: `The answer to ${label} is not JSON.`,
      body: reply.text,
    });
  }
  const decoded = decoder.safeParse(json.value);
  if (decoded.success) return decoded.data;
  const issues = decoded.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  throw new NetZeroError({
    ...base,
    kind: 'decode',
    message: `The answer to ${label} does not match the contract (${issues.join('; ')}).`,
    body: json.value,
  });
}

export function apiFailure(reply: RawReply, nowMs: number): NetZeroError {
  const json = parseJson(reply.text);
  const body = json.ok ? ErrorBody.safeParse(json.value) : null;
  return new NetZeroError({
    kind: 'api',
    status: reply.status,
    message: body?.success ? body.data.message : `The server answered ${reply.status}.`,
    errors: body?.success ? (body.data.errors ?? {}) : {},
    requestId: requestIdOf(reply.headers),
    retryAfterSeconds: serverRetryAfterSeconds(reply.headers, nowMs, reply.status === 429),
    body: json.ok ? json.value : reply.text,
  });
}

export function abortedFailure(label: string, cause: unknown): NetZeroError {
  return new NetZeroError({ kind: 'aborted', message: `${label} was aborted.`, cause });
}

export function transportFailure(
  cause: unknown,
  label: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): NetZeroError {
  if (signal?.aborted) return abortedFailure(label, signal.reason);
  if (cause === TIMED_OUT) {
    return new NetZeroError({
      kind: 'timeout',
      message: `${label} got no answer in ${timeoutMs} ms.`,
    });
  }
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new NetZeroError({
    kind: 'network',
    message: `${label} could not reach the server (${reason}).`,
    cause,
  });
}
