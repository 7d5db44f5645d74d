import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { loadConfiguredAdapters } from './configured-adapters.js';
import { createContainer } from './container.js';
import { OutboxMailer } from './mail/outbox.mailer.js';
import { SmtpMailer } from './mail/smtp.mailer.js';
import type { DatabaseHandle } from './persistence/database.js';
import { openTestDatabase } from './test-support/test-database.js';

const secrets = { jwt: 'j'.repeat(40), sandboxWebhook: 's'.repeat(40), operator: 'o'.repeat(40) };
const production = loadConfig({
  STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_not_a_real_secret',
  SMTP_URL: 'smtp://mail.invalid:2525',
});

describe('loadConfiguredAdapters', () => {
  it('loads nothing on the embedded defaults', async () => {
    expect(await loadConfiguredAdapters(loadConfig({}))).toEqual({});
  });

  it('loads Stripe for a Stripe key and SMTP for an SMTP URL (neither connects yet)', async () => {
    const adapters = await loadConfiguredAdapters(production);
    expect(adapters.payments?.name).toBe('stripe');
    expect(adapters.mailer).toBeInstanceOf(SmtpMailer);
  });
});

describe('createContainer with the configured adapters', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('uses Stripe and SMTP when configured, without the sandbox or the outbox', async () => {
    const adapters = await loadConfiguredAdapters(production);
    const container = createContainer(production, database, secrets, adapters);
    expect(container.payments.name).toBe('stripe');
    expect(container.sandbox).toBeNull();
    expect(container.mailer).toBeInstanceOf(SmtpMailer);
    expect(container.outbox).toBeNull();
  });

  it('uses the sandbox and the outbox on the embedded defaults', async () => {
    const config = loadConfig({});
    const container = createContainer(
      config,
      database,
      secrets,
      await loadConfiguredAdapters(config),
    );
    expect(container.sandbox).not.toBeNull();
    expect(container.payments).toBe(container.sandbox);
    expect(container.mailer).toBeInstanceOf(OutboxMailer);
  });

  it('refuses a Stripe or SMTP configuration whose adapters were not loaded', () => {
    expect(() => createContainer(production, database, secrets)).toThrow(/SMTP_URL is set/);
    const stripeOnly = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_not_a_real_key' });
    expect(() => createContainer(stripeOnly, database, secrets)).toThrow(
      /STRIPE_SECRET_KEY is set/,
    );
  });
});
