import { ErrorBody } from '@netzero/contract';
import {
  err,
  type GatewayError,
  type GatewayResult,
  ok,
  type SessionStore,
  toAuthorizationHeader,
} from '@netzero/core';
import ky, { isHTTPError, type KyInstance, type Options } from 'ky';

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

/** The JSON HTTP client every gateway uses: same origin by default, bearer header when logged in. */
export function createHttpClient(config: HttpClientConfig, sessionStore: SessionStore): KyInstance {
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
    },
  });
}

/**
 * Runs one call and decodes its reply with the contract's schema: a 2xx body that does not match
 * is an 'invalid-reply' error, never a crash; a non-2xx reply carries the contract's ErrorBody.
 */
export async function callJson<T>(
  http: KyInstance,
  path: string,
  schema: ReplySchema<T>,
  options: Options = {},
): GatewayResult<T> {
  let response: Response;
  try {
    response = await http(path, options);
  } catch (error) {
    return err(await toGatewayError(error));
  }
  const body = await readJson(response);
  const decoded = schema.safeParse(body);
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

/** The body as JSON; undefined when it is empty or not JSON (no schema of ours accepts that). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toGatewayError(error: unknown): Promise<GatewayError> {
  if (!isHTTPError(error)) return { kind: 'network' };
  const { status, statusText } = error.response;
  const raw = error.data ?? (await error.response.json().catch(() => null));
  const body = ErrorBody.safeParse(raw);
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
