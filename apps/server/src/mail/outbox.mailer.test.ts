import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../persistence/database.js';
import { outboxEmails } from '../persistence/schema.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { OutboxMailer } from './outbox.mailer.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(() => handle.close());

describe('OutboxMailer', () => {
  it('stores every message in outbox_emails, with or without an HTML part', async () => {
    const mailer = new OutboxMailer(handle.db);
    await mailer.send({
      to: 'ann@example.com',
      subject: 'One',
      text: 'first',
      html: '<p>first</p>',
    });
    await mailer.send({ to: 'bob@example.com', subject: 'Two', text: 'second' });
    const rows = await handle.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(
      rows.map(({ toAddress, subject, textBody, htmlBody }) => ({
        toAddress,
        subject,
        textBody,
        htmlBody,
      })),
    ).toEqual([
      { toAddress: 'ann@example.com', subject: 'One', textBody: 'first', htmlBody: '<p>first</p>' },
      { toAddress: 'bob@example.com', subject: 'Two', textBody: 'second', htmlBody: null },
    ]);
  });
});
