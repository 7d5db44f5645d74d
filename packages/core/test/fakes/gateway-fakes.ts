import type { GatewayError, GatewayResult } from '../../src/ports/gateway-error.js';
import { err, type Result } from '../../src/shared/result.js';

/** A failure with no reply at all. */
export const NETWORK_ERROR: GatewayError = { kind: 'network' };

/** A non-2xx reply; message and field errors as the server body would carry them. */
export function httpError(
  status: number,
  message?: string,
  statusText = '',
  errors?: Record<string, string>,
): GatewayError {
  return {
    kind: 'http',
    status,
    statusText,
    ...(message === undefined ? {} : { message }),
    ...(errors === undefined ? {} : { errors }),
  };
}

/** One recorded call of a port method, with its arguments. */
export type RecordedCall<Port> = {
  [Method in keyof Port]: Port[Method] extends (...args: infer Args) => unknown
    ? { readonly method: Method; readonly args: Args }
    : never;
}[keyof Port];

/**
 * The calls a fake gateway received and the failures it is told to give: failNext answers the
 * next call of a method with an error (queued in order), failAlways every call until clear().
 */
export class GatewayScript<Port> {
  /** Every call received, oldest first. */
  readonly calls: RecordedCall<Port>[] = [];
  private readonly queued = new Map<keyof Port, GatewayError[]>();
  private readonly always = new Map<keyof Port, GatewayError>();

  /** The next call of method fails with error. */
  failNext(method: keyof Port, error: GatewayError = NETWORK_ERROR): this {
    this.queued.set(method, [...(this.queued.get(method) ?? []), error]);
    return this;
  }

  /** Every call of method fails with error, until clear(). */
  failAlways(method: keyof Port, error: GatewayError = NETWORK_ERROR): this {
    this.always.set(method, error);
    return this;
  }

  /** Forgets every scripted failure (recorded calls stay). */
  clear(): this {
    this.queued.clear();
    this.always.clear();
    return this;
  }

  /** The methods called, in order. */
  methods(): (keyof Port)[] {
    return this.calls.map((call) => call.method);
  }

  /** The recorded arguments of every call of one method, oldest first. */
  argsOf<Method extends keyof Port>(
    method: Method,
  ): Port[Method] extends (...args: infer Args) => unknown ? Args[] : never {
    return this.calls.filter((call) => call.method === method).map((call) => call.args) as never;
  }

  /** Records a call and answers it: the scripted failure if any, else what reply() gives. */
  async answer<T>(
    call: RecordedCall<Port>,
    reply: () => Result<T, GatewayError>,
  ): GatewayResult<T> {
    this.calls.push(call);
    const failure = this.queued.get(call.method)?.shift() ?? this.always.get(call.method);
    return failure ? err(failure) : reply();
  }
}
