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

/** Runs one call and turns its reply into a GatewayResult; a body that is not JSON reads as {}. */
export async function callJson(
  http: KyInstance,
  path: string,
  options: Options = {},
): GatewayResult<unknown> {
  try {
    const response = await http(path, options);
    const text = await response.text();
    return ok(text === '' ? {} : JSON.parse(text));
  } catch (error) {
    return err(await toGatewayError(error));
  }
}

async function toGatewayError(error: unknown): Promise<GatewayError> {
  if (!isHTTPError(error)) return { kind: 'network' };
  const { status, statusText } = error.response;
  const body = asObject(error.data ?? (await error.response.json().catch(() => null)));
  const message = typeof body.message === 'string' ? body.message : undefined;
  const errors = isStringRecord(body.errors) ? body.errors : undefined;
  return {
    kind: 'http',
    status,
    statusText,
    ...(message === undefined ? {} : { message }),
    ...(errors === undefined ? {} : { errors }),
  };
}

/** The value as a plain object, or {} when it is anything else. */
export function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The value as text, or '' when it is not a string. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
