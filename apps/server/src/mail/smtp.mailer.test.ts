import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp.mailer.js';

// SmtpMailer against a tiny SMTP sink on a local port: the real nodemailer transport speaks the
// real dialogue (220, EHLO, MAIL, RCPT, DATA, '.', QUIT), and the sink records what arrived.

interface Received {
  from: string;
  to: string[];
  data: string;
}

let server: Server;
let url: string;
const received: Received[] = [];
let rejectRecipients = false;

function session(socket: import('node:net').Socket): void {
  socket.setEncoding('utf8');
  let buffer = '';
  let current: Received = { from: '', to: [], data: '' };
  let inData = false;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
        } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        continue;
      }
      const verb = line.split(' ')[0]?.toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test');
      else if (verb === 'MAIL') {
        current.from = line;
        reply('250 2.1.0 ok');
      } else if (verb === 'RCPT') {
        if (rejectRecipients) reply('550 5.1.1 no such user');
        else {
          current.to.push(line);
          reply('250 2.1.5 ok');
        }
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
      else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('502 5.5.2 not implemented');
    }
  });
  reply('220 sink.test ESMTP');
}

beforeAll(async () => {
  server = createServer(session);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  rejectRecipients = false;
});

describe('SmtpMailer', () => {
  it('delivers the message to the SMTP server with its sender, recipient, subject and both parts', async () => {
    const mailer = new SmtpMailer(url, 'NetZero Market <no-reply@netzero.test>');
    await mailer.send({
      to: 'ann@example.com',
      subject: 'Confirm your address',
      text: 'Plain part of the message',
      html: '<p>HTML part of the message</p>',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('MAIL FROM:<no-reply@netzero.test>');
    expect(message?.to).toEqual(['RCPT TO:<ann@example.com>']);
    expect(message?.data).toContain('Subject: Confirm your address');
    expect(message?.data).toContain('From: NetZero Market <no-reply@netzero.test>');
    expect(message?.data).toContain('To: ann@example.com');
    expect(message?.data).toContain('Plain part of the message');
    expect(message?.data).toContain('<p>HTML part of the message</p>');
  });

  it('sends a retried delivery under the same Message-ID, so the recipient sees one message', async () => {
    const mailer = new SmtpMailer(url, 'NetZero Market <no-reply@netzero.test>');
    const message = { to: 'ann@example.com', subject: 'Receipt', text: 'Paid.' };
    await mailer.send(message, 'job-42');
    await mailer.send(message, 'job-42');
    await mailer.send(message, 'job-43');
    mailer.close();
    const ids = received.map((m) => /^Message-ID: (.*)$/im.exec(m.data)?.[1]?.trim());
    expect(ids).toEqual([
      '<job-42@netzero.test>',
      '<job-42@netzero.test>',
      '<job-43@netzero.test>',
    ]);
  });

  it('rejects when the server refuses the recipient, so the caller can report it', async () => {
    rejectRecipients = true;
    const mailer = new SmtpMailer(url, 'no-reply@netzero.test');
    await expect(
      mailer.send({ to: 'ghost@example.com', subject: 'Hi', text: 'Hello' }),
    ).rejects.toThrow(/550/);
    mailer.close();
    expect(received).toHaveLength(0);
  });
});
