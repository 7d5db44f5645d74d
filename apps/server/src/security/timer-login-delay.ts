import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginDelay } from '../services/ports/login-delay.port.js';

/** The login delay of production: a timer (tests give a fake that only records the waits). */
export class TimerLoginDelay implements LoginDelay {
  async wait(ms: number): Promise<void> {
    await sleep(ms);
  }
}
