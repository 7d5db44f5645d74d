import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../services/ports/mailer.port.js';

/** Mail over SMTP (nodemailer), from SMTP_URL such as `smtps://user:pass@smtp.example.com:465`. */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(url: string, from: string) {
    this.#transport = nodemailer.createTransport(url);
    this.#from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
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
