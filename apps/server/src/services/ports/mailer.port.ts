/** An e-mail to send. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Sends e-mail: the outbox table by default, SMTP when configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
