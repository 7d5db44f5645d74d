/** The current time, injected so that rules about expiry are testable. */
export interface Clock {
  /** Now, in milliseconds since the epoch. */
  nowMs(): number;
}
