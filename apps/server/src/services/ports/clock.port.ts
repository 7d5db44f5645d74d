/** The current time, injectable so tests can move it. */
export interface ServerClock {
  now(): Date;
}
