import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseAdapters, composeServer } from './composition-root.js';
import { loadConfig } from './config.js';
import { OutboxMailer } from './mail/outbox.mailer.js';
import { SmtpMailer } from './mail/smtp.mailer.js';
import type { DatabaseHandle } from './persistence/database.js';
import { GooglePlacesDirectory } from './places/google-places-directory.js';
import { OfflinePlacesDirectory } from './places/offline-places-directory.js';
import { openTestDatabase } from './test-support/test-database.js';

const secrets = { jwt: 'j'.repeat(40), sandboxWebhook: 's'.repeat(40), operator: 'o'.repeat(40) };
const production = loadConfig({
  STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_not_a_real_secret',
  SMTP_URL: 'smtp://mail.invalid:2525',
  GOOGLE_MAPS_API_KEY: ' AIza-test-key ',
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('chooseAdapters', () => {
  it('uses the sandbox, the outbox and the offline gazetteer on the embedded defaults', async () => {
    const adapters = await chooseAdapters(loadConfig({}), database, secrets);
    expect(adapters.payments.sandbox).not.toBeNull();
    expect(adapters.payments.provider).toBe(adapters.payments.sandbox);
    expect(adapters.mail.mailer).toBeInstanceOf(OutboxMailer);
    expect(adapters.mail.outbox).not.toBeNull();
    expect(adapters.places).toBeInstanceOf(OfflinePlacesDirectory);
  });

  it('uses Stripe, SMTP and Google when configured (none connects yet), without sandbox or outbox', async () => {
    const adapters = await chooseAdapters(production, database, secrets);
    expect(adapters.payments.provider.name).toBe('stripe');
    expect(adapters.payments.sandbox).toBeNull();
    expect(adapters.mail.mailer).toBeInstanceOf(SmtpMailer);
    expect(adapters.mail.outbox).toBeNull();
    expect(adapters.places).toBeInstanceOf(GooglePlacesDirectory);
    (adapters.mail.mailer as SmtpMailer).close();
  });

  it('keeps the offline gazetteer for a blank GOOGLE_MAPS_API_KEY', async () => {
    const blank = loadConfig({ GOOGLE_MAPS_API_KEY: '  ' });
    expect(blank.googleMapsApiKey).toBeNull();
    const adapters = await chooseAdapters(blank, database, secrets);
    expect(adapters.places).toBeInstanceOf(OfflinePlacesDirectory);
  });
});

describe('composeServer', () => {
  it('serves the sandbox checkout pages only when the sandbox is the provider', async () => {
    const page = async (config: ReturnType<typeof loadConfig>) => {
      const server = await composeServer(config, await chooseAdapters(config, database, secrets));
      try {
        const response = await server.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_x' });
        return {
          status: response.statusCode,
          type: String(response.headers['content-type']).split(';')[0],
          sweeps: server.sweepTasks.length,
        };
      } finally {
        await server.app.close();
      }
    };
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_not_a_real_secret',
    });
    // The sandbox answers its own unknown session with its 404 page; without it nothing is there.
    // Sweeps: reservations, investments and balance top-ups, plus the sandbox's expiries and
    // renewals.
    expect(await page(loadConfig({}))).toEqual({ status: 404, type: 'text/html', sweeps: 5 });
    expect(await page(stripe)).toEqual({ status: 404, type: 'application/json', sweeps: 3 });
  });
});
