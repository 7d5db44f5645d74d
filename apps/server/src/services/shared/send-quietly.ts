import type { Mailer, MailMessage } from '../ports/mailer.port.js';

/** An e-mail that could not be sent: the call still succeeds (the reply must not differ), the route logs it. */
export interface MailOutcome {
  readonly mailError: Error | null;
}

/** Sends a message; a failure is returned, not thrown, so the caller's reply does not depend on it. */
export async function sendQuietly(mailer: Mailer, message: MailMessage): Promise<Error | null> {
  try {
    await mailer.send(message);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
