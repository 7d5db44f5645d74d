import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../services/ports/mailer.port.js';

/** Mail over SMTP (nodemailer), from SMTP_URL such as `smtps://user:pass@smtp.example.com:465`. */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;
  readonly #domain: string;

  constructor(url: string, from: string) {
    this.#transport = nodemailer.createTransport(url);
    this.#from = from;
    // Message-IDs are ours to make unique: scoped by the sender's domain.
    this.#domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'netzero.market';
  }

  async send(message: MailMessage, deliveryId?: string): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
      ...(deliveryId === undefined ? {} : { messageId: `<${deliveryId}@${this.#domain}>` }),
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
  }

  /** Closes the SMTP connection(s); for shutdown and tests. */
  close(): void {
    this.#transport.close();
  }
}
