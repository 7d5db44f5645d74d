/** Waits before a login is checked: the progressive delay on an account many attempts failed on. */
export interface LoginDelay {
  /** Resolves after ms milliseconds. */
  wait(ms: number): Promise<void>;
}
