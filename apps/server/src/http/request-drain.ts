import { formatMessage } from '@netzero/core';
import type { FastifyInstance } from 'fastify';

/** Route config that keeps a route answering while the server drains (health, provider webhooks). */
export const SERVED_WHILE_DRAINING = { servedWhileDraining: true } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The requests a server has admitted, and whether it is draining before it stops: then new
 * requests are turned away while the admitted ones finish.
 */
export class RequestDrain {
  #draining = false;
  #inFlight = 0;
  #idle: (() => void)[] = [];
  #lastArrival = 0;

  get draining(): boolean {
    return this.#draining;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  start(): void {
    this.#draining = true;
    this.#settle();
  }

  /** Resolves once no admitted request is in flight. */
  idle(): Promise<void> {
    if (this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /**
   * Resolves once no admitted request is in flight and none has arrived for quietMs: connections
   * already waiting in the listener's backlog get their 503 instead of a reset when it closes.
   */
  async settled(quietMs: number): Promise<void> {
    for (;;) {
      await this.idle();
      const wait = this.#lastArrival + quietMs - Date.now();
      if (wait <= 0 && this.#inFlight === 0) return;
      await sleep(Math.max(wait, 1));
    }
  }

  /** A request arrived, admitted or not. */
  arrived(): void {
    this.#lastArrival = Date.now();
  }

  enter(): void {
    this.#inFlight++;
  }

  leave(): void {
    this.#inFlight--;
    this.#settle();
  }

  #settle(): void {
    if (this.#inFlight > 0) return;
    for (const resolve of this.#idle.splice(0)) resolve();
  }
}

/**
 * While `drain` is draining, answers every new request 503 with Retry-After, the contract's error
 * body and `Connection: close` (a keep-alive client opens its next connection elsewhere), except
 * routes marked SERVED_WHILE_DRAINING. Every admitted request counts until its response closes.
 * The listener stays open meanwhile: closing it would reset the connections still in its backlog.
 */
export function installRequestDrain(
  app: FastifyInstance,
  drain: RequestDrain,
  retryAfterSeconds: number,
): void {
  const body = { message: formatMessage('API.SHUTTING_DOWN') };
  // A response emits 'close' exactly once, whether it finished or its connection was cut (Node
  // guards it with `_closed`), so one shared listener is all the bookkeeping an admitted request
  // needs: no onResponse or onRequestAbort hooks, no set of admitted requests, no closure per request.
  const leave = () => drain.leave();
  // Callback hooks, not async ones: an async hook costs every request a promise and a microtask.
  app.addHook('onRequest', (request, reply, done) => {
    drain.arrived();
    if (drain.draining && !(request.routeOptions.config as DrainConfig).servedWhileDraining) {
      reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .header('connection', 'close')
        .send(body);
      return;
    }
    drain.enter();
    reply.raw.on('close', leave);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

type DrainConfig = { servedWhileDraining?: boolean };
