/** An e-mail to send. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Sends e-mail: the outbox table by default, SMTP when configured. */
export interface Mailer {
  /**
   * Sends one message. `deliveryId` is the same on every retry of one e-mail (its job's id): the
   * SMTP adapter makes it the Message-ID, so a message sent again after a crash is the same
   * message to the recipient's mail system, which shows it once.
   */
  send(message: MailMessage, deliveryId?: string): Promise<void>;
}
