import {
  err,
  type GatewayError,
  type GatewayResult,
  ok,
  type SessionEvents,
  type SessionStore,
  toAuthorizationHeader,
} from '@netzero/core';
import ky, { isHTTPError, type KyInstance, type KyRequest, type Options } from 'ky';

/** Where the API is and how to reach it. */
export interface HttpClientConfig {
  /** Origin of the API, e.g. 'https://api.example.com'; '' means the page's own origin (DESIGN §4). */
  readonly baseUrl: string;
  /** The fetch to use; tests pass a stub. */
  readonly fetch?: typeof fetch;
}

/**
 * What the adapters need of a @netzero/contract schema: zod's safeParse (structurally, so that
 * the adapters import the contract's schemas and not zod itself).
 */
export interface ReplySchema<T> {
  safeParse(
    value: unknown,
  ): { readonly success: true; readonly data: T } | { readonly success: false };
}

/** The contract's module; its zod schemas are built when it loads. */
export type Contract = typeof import('@netzero/contract');

let contract: Promise<Contract> | undefined;

/**
 * The contract, loaded by the first call that needs it. Building its zod schemas took a phone
 * (Lighthouse's 4× slower CPU) ~300 ms of the main thread when the composition root's chunk
 * loaded; pages that make no call at load (/, /Business) no longer pay for it.
 */
export function loadContract(): Promise<Contract> {
  contract ??= import('@netzero/contract').catch((error: unknown) => {
    // A chunk that failed to load (offline, a new deployment) is asked for again next time.
    contract = undefined;
    throw error;
  });
  return contract;
}

/** A reply schema picked from the contract once it has loaded, built once. */
export interface LazyReplySchema<T> {
  readonly load: () => Promise<ReplySchema<T>>;
}

/** The schema `load` gives, asked for on first use and kept; asked for again after a failure. */
export function lazySchema<T>(load: () => Promise<ReplySchema<T>>): LazyReplySchema<T> {
  let built: Promise<ReplySchema<T>> | undefined;
  return {
    load() {
      built ??= load().catch((error: unknown) => {
        built = undefined;
        throw error;
      });
      return built;
    },
  };
}

/** The schema `pick` builds from the loaded contract (see loadContract), built on first use. */
export function fromContract<T>(pick: (contract: Contract) => ReplySchema<T>): LazyReplySchema<T> {
  return lazySchema(() => loadContract().then(pick));
}

/** The stored session and where to say that the server rejected it. */
export interface HttpSession {
  readonly store: SessionStore;
  readonly events: SessionEvents;
}

/**
 * The JSON HTTP client every gateway uses: same origin by default, bearer header when logged in.
 * It is the one place of the 401 rule (finding 6): a 401 to a call made with the stored token ends
 * the session (see endsSession).
 */
export function createHttpClient(config: HttpClientConfig, session: HttpSession): KyInstance {
  const { store: sessionStore, events } = session;
  return ky.create({
    ...(config.baseUrl === '' ? {} : { baseUrl: config.baseUrl }),
    ...(config.fetch ? { fetch: config.fetch } : {}),
    // The spec's calls are not all safe to repeat (create-session retries are the page's own rule).
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = sessionStore.getToken();
          if (token) request.headers.set('Authorization', toAuthorizationHeader(token));
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          if (!endsSession(request, response.status, sessionStore.getToken())) return;
          sessionStore.clear();
          events.rejected();
        },
      ],
    },
  });
}

// /auth/* calls authenticate with a password or an e-mailed token: their 401 (a wrong password)
// says nothing about the stored session.
const CREDENTIAL_CALL = /\/auth\//;

/**
 * Whether a reply means the server no longer accepts the stored token: a 401 to a call that sent
 * it, other than an /auth/ call. A token stored since (a new login) or already removed is kept as
 * it is, so a late reply to an old call cannot end the new session.
 */
function endsSession(request: KyRequest, status: number, stored: string | null): boolean {
  if (status !== 401 || stored === null) return false;
  const sent = request.headers.get('Authorization');
  if (sent === null || sent !== toAuthorizationHeader(stored)) return false;
  return !CREDENTIAL_CALL.test(new URL(request.url).pathname);
}

/** A reply the page already holds, decoded: the same bytes again need no schema (nor its chunk). */
export interface KnownReply<T> {
  readonly text: string;
  readonly value: T;
}

/**
 * Runs one call and decodes its reply with the contract's schema: a 2xx body that does not match
 * is an 'invalid-reply' error, never a crash; a non-2xx reply carries the contract's ErrorBody.
 * A body equal to `known`'s text is its value, and the schema is not loaded.
 */
export async function callJson<T>(
  http: KyInstance,
  path: string,
  schema: ReplySchema<T> | LazyReplySchema<T>,
  options: Options = {},
  known?: KnownReply<T>,
): GatewayResult<T> {
  let response: Response;
  try {
    response = await http(path, options);
  } catch (error) {
    return err(await toGatewayError(error));
  }
  const text = await response.text().catch(() => '');
  if (known !== undefined && text === known.text) return ok(known.value);
  let decoder: ReplySchema<T>;
  try {
    decoder = 'load' in schema ? await schema.load() : schema;
  } catch (error) {
    // A contract chunk that did not load is a network failure like the request's own.
    return err(await toGatewayError(error));
  }
  const decoded = decoder.safeParse(parseJson(text));
  return decoded.success
    ? ok(decoded.data)
    : err({ kind: 'invalid-reply', status: response.status });
}

/** The result with its value mapped (wire -> domain); a failure passes through. */
export async function mapReply<T, U>(
  reply: GatewayResult<T>,
  map: (value: T) => U,
): GatewayResult<U> {
  const result = await reply;
  return result.ok ? ok(map(result.value)) : result;
}

/** A body as JSON; undefined when it is empty or not JSON (no schema of ours accepts that). */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A failed call as the ports report it (exported for the console's CSV download, which reads no JSON). */
export async function toGatewayError(error: unknown): Promise<GatewayError> {
  if (!isHTTPError(error)) return { kind: 'network' };
  const { status, statusText } = error.response;
  const raw = error.data ?? (await error.response.json().catch(() => null));
  const body = await loadContract().then(
    ({ ErrorBody }) => ErrorBody.safeParse(raw),
    () => ({ success: false }) as const,
  );
  const message = body.success ? body.data.message : undefined;
  const errors = body.success ? body.data.errors : undefined;
  return {
    kind: 'http',
    status,
    statusText,
    ...(message === undefined ? {} : { message }),
    ...(errors === undefined ? {} : { errors }),
  };
}
