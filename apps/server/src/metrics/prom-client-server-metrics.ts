import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { RefundCount } from '../services/ports/refund.repository.port.js';
import type {
  AnsweredRequest,
  MetricsExposition,
  ReservationSweep,
  ServerMetrics,
} from '../services/ports/server-metrics.port.js';

/**
 * ServerMetrics on prom-client, in a registry of this server's own (not the library's global one,
 * so several apps in one process, as in tests, never register a metric twice): requests by route,
 * method and status, their durations, the job queue by status (read from the database at each
 * scrape, so every server reports the shared queue), and Node's process metrics.
 */
export class PromClientServerMetrics implements ServerMetrics {
  readonly #registry = new Registry();
  readonly #requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [this.#registry],
  });
  readonly #durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method.',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.#registry],
  });

  readonly #reconciled = new Counter({
    name: 'reservation_reconciliations_total',
    help: 'Due reservations by what their provider said: expired (unpaid), fulfilled (paid, no webhook had come), deferred (provider unreachable, or paid for something else: look).',
    labelNames: ['outcome'],
    registers: [this.#registry],
  });

  /**
   * `counts` reads from the database at each scrape (so every server reports the shared state):
   * jobs by status (queued, running, done, dead) and refunds by reason and status.
   */
  constructor(counts: {
    jobs: () => Promise<Readonly<Record<string, number>>>;
    refunds: () => Promise<readonly RefundCount[]>;
  }) {
    collectDefaultMetrics({ register: this.#registry });
    new Gauge({
      name: 'jobs',
      help: 'Jobs in the durable queue by status; dead ones need an operator (GET /api/ops/jobs).',
      labelNames: ['status'],
      registers: [this.#registry],
      async collect() {
        for (const [status, count] of Object.entries(await counts.jobs()))
          this.set({ status }, count);
      },
    });
    new Gauge({
      name: 'refunds',
      help: 'Refunds by reason (late-payment: automatic, the tonnes were gone; provider; dispute-lost) and status; failed ones need an operator (GET /api/ops/refunds).',
      labelNames: ['reason', 'status'],
      registers: [this.#registry],
      async collect() {
        this.reset();
        for (const { reason, status, count } of await counts.refunds())
          this.set({ reason, status }, count);
      },
    });
  }

  requestAnswered({ route, method, status, seconds }: AnsweredRequest): void {
    this.#requests.inc({ route, method, status: String(status) });
    this.#durations.observe({ route, method }, seconds);
  }

  reservationsSwept(sweep: ReservationSweep): void {
    for (const outcome of ['expired', 'fulfilled', 'deferred'] as const)
      this.#reconciled.inc({ outcome }, sweep[outcome]);
  }

  async exposition(): Promise<MetricsExposition> {
    return { contentType: this.#registry.contentType, text: await this.#registry.metrics() };
  }
}
