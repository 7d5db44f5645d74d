import type { ServerClock } from '../ports/clock.port.js';

/**
 * One value loaded on demand and kept for `ttlMs`, or until `invalidate()`. Concurrent callers
 * share one load. A load that was under way when `invalidate()` was called is never kept, so a
 * change made before the invalidation is always seen by the callers that come after it.
 */
export class FreshValueCache<T> {
  readonly #load: () => Promise<T>;
  readonly #clock: ServerClock;
  readonly #ttlMs: number;
  #value: { readonly value: T; readonly loadedAtMs: number } | null = null;
  #loading: Promise<T> | null = null;
  #generation = 0;

  constructor(load: () => Promise<T>, clock: ServerClock, ttlMs: number) {
    this.#load = load;
    this.#clock = clock;
    this.#ttlMs = ttlMs;
  }

  /** The kept value while it is fresh, else a newly loaded one. */
  get(): Promise<T> {
    const kept = this.#value;
    if (kept && this.#clock.now().getTime() - kept.loadedAtMs < this.#ttlMs)
      return Promise.resolve(kept.value);
    return this.#loading ?? this.#startLoad();
  }

  /** Forgets the kept value and any load under way: the next get() reads anew. */
  invalidate(): void {
    this.#generation++;
    this.#value = null;
    this.#loading = null;
  }

  #startLoad(): Promise<T> {
    const generation = this.#generation;
    // The age counts from the start of the load: the value is at least as new as that moment.
    const startedAtMs = this.#clock.now().getTime();
    const loading = this.#load().then(
      (value) => {
        if (generation === this.#generation) {
          this.#value = { value, loadedAtMs: startedAtMs };
          this.#loading = null;
        }
        return value;
      },
      (error: unknown) => {
        if (generation === this.#generation) this.#loading = null;
        throw error;
      },
    );
    this.#loading = loading;
    return loading;
  }
}
