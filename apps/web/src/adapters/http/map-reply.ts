import { type GatewayResult, ok } from '@netzero/core';
import { asObject } from './http-client';

/** Reads a successful reply's body (as an object) into the port's type; failures pass through. */
export async function mapReply<T>(
  reply: GatewayResult<unknown>,
  read: (body: Record<string, unknown>, raw: unknown) => T,
): GatewayResult<T> {
  const result = await reply;
  return result.ok ? ok(read(asObject(result.value), result.value)) : result;
}
