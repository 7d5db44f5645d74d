import { err, ok, type Result } from '@netzero/core';
import type { LoginDelay } from '../ports/login-delay.port.js';
import type { FailureCounter } from '../ports/rate-limiter.port.js';
import { clientNetwork } from '../shared/client-network.js';
import { hitRateLimits, type RateLimited } from '../shared/rate-limits.js';
import {
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_NAME_AND_IP,
  LOGIN_SLOWDOWN_WINDOW_MS,
  loginDelayMs,
} from './auth-rate-limits.js';

/**
 * Runs the wait of a delayed login; the HTTP layer gives its database admission turn back around
 * it, so that a slowed-down login holds no turn while it waits.
 */
export type AsideFromAdmission = (wait: () => Promise<void>) => Promise<void>;

const runInPlace: AsideFromAdmission = (wait) => wait();

/** An admitted login attempt: the counters it was counted on, to take back if it succeeds. */
export interface LoginAttempt {
  readonly keys: { readonly ip: string; readonly nameAndIp: string; readonly name: string };
}

/**
 * Login throttling after the OWASP Authentication Cheat Sheet (ASVS V6.3.1, V6.1.1): only failures
 * count; per IP and per (name, IP) they are refused past their limits; per name from every IP
 * they only slow the login down, so no one can lock the owner out. Every attempt is counted before
 * the password is checked (parallel guesses cannot slip under a limit) and taken back when it
 * succeeded. Counters are keyed by the name as typed (lower-cased), never the account, so they
 * cannot tell that a username and an address are one account.
 */
export class LoginThrottle {
  readonly #counter: FailureCounter;
  readonly #delay: LoginDelay;

  constructor(counter: FailureCounter, delay: LoginDelay) {
    this.#counter = counter;
    this.#delay = delay;
  }

  /** Counts an attempt: refused past a limit, else admitted after the name's delay (via `aside`). */
  async admit(
    name: string,
    clientIp: string,
    aside: AsideFromAdmission = runInPlace,
  ): Promise<Result<LoginAttempt, RateLimited>> {
    const lower = name.toLowerCase();
    const network = clientNetwork(clientIp);
    const keys = {
      ip: `login:ip:${network}`,
      // The IP first: it holds no space, so no name can make two pairs share a key.
      nameAndIp: `login:ip-name:${network} ${lower}`,
      name: `login:name:${lower}`,
    };
    const limited = await hitRateLimits(this.#counter, [
      [keys.ip, LOGIN_FAILURES_PER_IP],
      [keys.nameAndIp, LOGIN_FAILURES_PER_NAME_AND_IP],
    ]);
    if (limited) return err(limited);
    const failures = (await this.#counter.count(keys.name, LOGIN_SLOWDOWN_WINDOW_MS)) - 1;
    const delayMs = loginDelayMs(failures);
    if (delayMs > 0) await aside(() => this.#delay.wait(delayMs));
    return ok({ keys });
  }

  /** The attempt succeeded: takes it back from every counter, so successes never count. */
  async succeeded({ keys }: LoginAttempt): Promise<void> {
    await Promise.all([
      this.#counter.undo(keys.ip, LOGIN_FAILURES_PER_IP.windowMs),
      this.#counter.undo(keys.nameAndIp, LOGIN_FAILURES_PER_NAME_AND_IP.windowMs),
      this.#counter.undo(keys.name, LOGIN_SLOWDOWN_WINDOW_MS),
    ]);
  }
}
