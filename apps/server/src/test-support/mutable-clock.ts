import type { ServerClock } from '../services/ports/clock.port.js';

/** A clock tests can move forward. */
export class MutableClock implements ServerClock {
  #nowMs: number;

  constructor(start = new Date('2026-11-22T10:00:00Z')) {
    this.#nowMs = start.getTime();
  }

  now(): Date {
    return new Date(this.#nowMs);
  }

  /** Moves the clock forward by ms milliseconds. */
  advance(ms: number): void {
    this.#nowMs += ms;
  }
}
