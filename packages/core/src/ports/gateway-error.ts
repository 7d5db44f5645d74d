import type { Result } from '../shared/result.js';

/**
 * Why a server call failed: no reply at all, a 2xx reply that is not what the HTTP contract
 * describes, or a non-2xx reply with what its body said.
 */
export type GatewayError =
  | { readonly kind: 'network' }
  | {
      readonly kind: 'invalid-reply';
      /** The HTTP status code of the reply that could not be read. */
      readonly status: number;
    }
  | {
      readonly kind: 'http';
      /** The HTTP status code, e.g. 409. */
      readonly status: number;
      /** The HTTP reason phrase, e.g. 'Conflict'; may be '' (HTTP/2 has none). */
      readonly statusText: string;
      /** The server's message from the reply body, when it sent one. */
      readonly message?: string;
      /** Field errors from the reply body, keyed by field name, when it sent them. */
      readonly errors?: Readonly<Record<string, string>>;
    };

/** The reply of a server call: the decoded body, or why the call failed. */
export type GatewayResult<T> = Promise<Result<T, GatewayError>>;
