import type { FastifyServerOptions } from 'fastify';

/** Whose X-Forwarded-* headers to trust: none, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | readonly string[];

/**
 * TRUST_PROXY as Fastify's trustProxy option. Fastify 5 ignores a bare hop count (it cannot tell a
 * proxy from a client that connects directly), so n hops become proxy-addr's rule "the n nearest
 * addresses are proxies": the client is the address the farthest trusted proxy added, never one the
 * client wrote further left. Safe only when the server is reachable through the proxies alone
 * (docs/operations.md); an address list checks each proxy instead.
 */
export function fastifyTrustProxy(
  setting: TrustProxy | undefined,
): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  if (typeof setting === 'object') return [...setting];
  return setting ?? false;
}
