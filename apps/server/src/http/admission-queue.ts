/** Bounds of an admission queue (see LoadSheddingConfig). */
export interface AdmissionLimits {
  /** Callers admitted at once. */
  readonly concurrency: number;
  /** Callers that may wait for a turn; the next one is refused at once. */
  readonly queue: number;
  /** Longest wait for a turn, in milliseconds; a caller still waiting then is refused. */
  readonly maxWaitMs: number;
}

interface Waiter {
  readonly admit: (admitted: boolean) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/**
 * A concurrency limit with a bounded, first-come first-served wait: under overload a caller is
 * refused quickly (and can be told to come back) rather than waiting without end, so the work in
 * progress and every answer's latency stay bounded. Each admitted caller must call `leave()` once.
 */
export class AdmissionQueue {
  readonly #limits: AdmissionLimits;
  // A Set keeps insertion order (first in, first admitted) and deletes a timed-out waiter in O(1).
  readonly #waiting = new Set<Waiter>();
  #running = 0;

  constructor(limits: AdmissionLimits) {
    if (!(limits.concurrency >= 1)) throw new RangeError('concurrency must be at least 1');
    this.#limits = limits;
  }

  /** Callers admitted and not yet gone. */
  get running(): number {
    return this.#running;
  }

  /** Callers waiting for a turn. */
  get waiting(): number {
    return this.#waiting.size;
  }

  /** Resolves true when the caller may go on (it must then `leave()`), false when it is refused. */
  enter(): Promise<boolean> {
    if (this.#running < this.#limits.concurrency) {
      this.#running++;
      return Promise.resolve(true);
    }
    if (this.#waiting.size >= this.#limits.queue) return Promise.resolve(false);
    return new Promise((admit) => {
      const waiter: Waiter = {
        admit,
        timer: setTimeout(() => {
          this.#waiting.delete(waiter);
          admit(false);
        }, this.#limits.maxWaitMs),
      };
      this.#waiting.add(waiter);
    });
  }

  /** An admitted caller is done: its turn goes to the first waiter, if any. */
  leave(): void {
    const next = this.#waiting.values().next();
    if (next.done) {
      this.#running = Math.max(0, this.#running - 1);
      return;
    }
    this.#waiting.delete(next.value);
    clearTimeout(next.value.timer);
    next.value.admit(true);
  }
}
