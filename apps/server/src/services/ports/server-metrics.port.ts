/** One answered HTTP request, as the metrics count it. */
export interface AnsweredRequest {
  /** The route's pattern, e.g. '/api/cart/{userId}' (never the raw URL: ids would grow the series without end). */
  readonly route: string;
  readonly method: string;
  readonly status: number;
  readonly seconds: number;
}

/** The metrics in Prometheus' text exposition format. */
export interface MetricsExposition {
  readonly contentType: string;
  readonly text: string;
}

/** How many due reservations one sweep expired, fulfilled (paid after all) or kept (provider silent). */
export interface ReservationSweep {
  readonly expired: number;
  readonly fulfilled: number;
  readonly deferred: number;
}

/** What the server counts for its operators, read at GET /metrics. */
export interface ServerMetrics {
  requestAnswered(request: AnsweredRequest): void;
  reservationsSwept(sweep: ReservationSweep): void;
  exposition(): Promise<MetricsExposition>;
}
