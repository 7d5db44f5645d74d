import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from '../services/ports/server-metrics.port.js';

// Requests no route matched share one series, so a scanner's random paths cannot grow the metrics.
const UNMATCHED = 'unmatched';

/** Counts every answered request by its route's pattern, method and status, with its duration. */
export function installRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  // A callback hook, not an async one: an async hook costs every request a promise and a microtask.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered({
      route: request.routeOptions.url ?? UNMATCHED,
      method: request.method,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
}
