import { SMTPServer } from 'smtp-server';

/** One message as the sink received it: envelope recipients, Subject and Message-ID. */
export interface SunkMail {
  readonly to: readonly string[];
  readonly subject: string;
  /** The Message-ID header ('' when the message had none). */
  readonly messageId: string;
  readonly receivedAt: Date;
}

// RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), which nodemailer uses for non-ASCII.
const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(ENCODED_WORD, (_all, _charset, mode, text) => {
    if (mode.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text
      .replaceAll('_', ' ')
      .replace(/=([0-9A-Fa-f]{2})/g, (_hex: string, code: string) =>
        String.fromCharCode(Number.parseInt(code, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

/** A header of a raw message (headers unfolded, encoded words decoded); '' when absent. */
export function headerOf(raw: string, name: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = unfolded.split(/\r?\n/).find((header) => header.toLowerCase().startsWith(prefix));
  return line ? decodeHeader(line.slice(prefix.length).trim()) : '';
}

/**
 * The copies a recipient sees: mail systems show the messages of one Message-ID once, so a
 * message sent again under the same id (a job retried after a crash) is not a second e-mail.
 */
export function visibleCount(mails: readonly SunkMail[]): number {
  const ids = new Set<string>();
  let withoutId = 0;
  for (const mail of mails) {
    if (mail.messageId === '') withoutId += 1;
    else ids.add(mail.messageId);
  }
  return ids.size + withoutId;
}

/**
 * A local SMTP server that records every message, and can be taken down (connections refused)
 * and brought back on the same port, like a mail relay's outage.
 */
export class SmtpSink {
  readonly mailbox: SunkMail[] = [];
  #server: SMTPServer | null = null;
  #port = 0;

  get port(): number {
    return this.#port;
  }

  get running(): boolean {
    return this.#server !== null;
  }

  /** Listens on `port` (0: any free port the first time, then the same one). */
  async start(port = this.#port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 500,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mailbox.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: headerOf(raw, 'subject'),
            messageId: headerOf(raw, 'message-id'),
            receivedAt: new Date(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => {});
    const address = server.server.address();
    this.#port = typeof address === 'object' && address ? address.port : port;
    this.#server = server;
  }

  /** Stops listening: new connections are refused until `start` again. */
  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages to `address` whose subject is `subject`. */
  find(address: string, subject: string): SunkMail[] {
    const to = address.toLowerCase();
    return this.mailbox.filter((mail) => mail.subject === subject && mail.to.includes(to));
  }

  /** How many messages to `address` with the subject `subject` the recipient sees. */
  count(address: string, subject: string): number {
    return visibleCount(this.find(address, subject));
  }
}
