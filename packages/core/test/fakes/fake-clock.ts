import type { Clock } from '../../src/ports/clock.port.js';

/** A clock that stands still until told to move; times in milliseconds since the epoch. */
export class FakeClock implements Clock {
  constructor(private currentMs = Date.UTC(2025, 0, 1)) {}

  nowMs(): number {
    return this.currentMs;
  }

  /** Jumps to a time, in milliseconds since the epoch. */
  set(ms: number): this {
    this.currentMs = ms;
    return this;
  }

  /** Moves forward, in milliseconds. */
  advance(ms: number): this {
    this.currentMs += ms;
    return this;
  }
}
