import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ComposedServer,
  chooseAdapters,
  composeServer,
  loadSecrets,
  type ServerSecrets,
} from './composition-root.js';
import { loadConfig } from './config.js';
import { sandboxSessionEvent, serializeSandboxEvent } from './payments/sandbox/sandbox-events.js';
import { signSandboxPayload } from './payments/sandbox/sandbox-signature.js';
import { type DatabaseHandle, openDatabase, queryRows } from './persistence/database.js';
import { DrizzleProductRepository } from './persistence/drizzle-product.repository.js';
import { CATALOGUE_SEED } from './persistence/seed/catalogue.seed.js';
import { adminQuery, databaseUrl } from './test-support/postgres-admin.js';

// Two servers on one PostgreSQL database, each with its own DATA_DIR and no secret in its
// environment (issue 17, finding 3): they must agree on every generated secret, so a session
// token from one works on the other and a webhook signed with the sandbox secret is accepted by
// both. Before the secrets moved into the database, each server generated its own: A's token on
// B answered 401.

const template = inject('databaseTemplate');
const adminUrl = process.env.DATABASE_URL ?? '';
const name = `nzm_two_${randomBytes(6).toString('hex')}`;
const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'nzm-two-')));
const handles: DatabaseHandle[] = [];
let servers: ComposedServer[];
let secrets: ServerSecrets[];

function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('nothing started');
  return item;
}

describe.skipIf(template.kind !== 'postgres')('two servers sharing one PostgreSQL', () => {
  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    await adminQuery(adminUrl, `create database ${name} template ${template.name}`);
    const configs = dataDirs.map((dataDir) =>
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl(adminUrl, name) }),
    );
    for (const config of configs) handles.push(await openDatabase(config));
    await new DrizzleProductRepository(first(handles).db).seedIfEmpty(CATALOGUE_SEED);
    // Both start at once, as a deployment's servers do.
    const started = await Promise.all(
      configs.map(async (config, i) => {
        const handle = handles[i] as DatabaseHandle;
        const loaded = await loadSecrets(config, handle);
        return {
          loaded,
          server: await composeServer(config, await chooseAdapters(config, handle, loaded)),
        };
      }),
    );
    secrets = started.map(({ loaded }) => loaded);
    servers = started.map(({ server }) => server);
  });

  afterAll(async () => {
    for (const server of servers ?? []) await server.app.close();
    for (const handle of handles) await handle.close();
    if (template.kind === 'postgres')
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('generate each secret once, in the database, and both read the same', async () => {
    expect(secrets[1]).toEqual(secrets[0]);
    const rows = await queryRows<{ name: string }>(
      first(handles).db,
      sql`select name from server_secrets order by name`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'jwt-secret',
      'operator-token',
      'sandbox-webhook-secret',
    ]);
  });

  it('accept on one server the session token the other issued', async () => {
    const [a, b] = servers as [ComposedServer, ComposedServer];
    const signup = await a.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { username: 'twin', email: 'twin@example.com', password: 'correct horse battery' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const { token, userId } = signup.json().data;
    const onB = await b.app.inject({
      method: 'GET',
      url: `/api/cart/${userId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(onB.statusCode, onB.body).toBe(200);
    const opsOnA = await a.app.inject({
      method: 'GET',
      url: '/api/ops/jobs',
      headers: { authorization: `Bearer ${(secrets[1] as ServerSecrets).operator}` },
    });
    expect(opsOnA.statusCode, opsOnA.body).toBe(200);
  });

  it('accept on both servers a webhook signed with the shared sandbox secret, and no other', async () => {
    const [a, b] = servers as [ComposedServer, ComposedServer];
    const checkout = await a.app.inject({
      method: 'POST',
      url: '/api/direct-order-checkout/create-session',
      payload: {
        email: 'ada@example.com',
        receiptName: 'Ada Lovelace',
        productId: 1,
        quantity: 1,
        paymentMethod: 'CARD',
        redirectUrl: 'http://localhost:8080/checkout',
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = new URL(checkout.json().checkoutUrl).pathname.split('/').pop() ?? '';
    const body = serializeSandboxEvent(
      sandboxSessionEvent('checkout.session.expired', sessionId),
      new Date(),
    );
    const post = (server: ComposedServer, secret: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/webhook',
        headers: {
          'content-type': 'application/json',
          'sandbox-signature': signSandboxPayload(secret, body, Date.now() / 1000),
        },
        payload: body,
      });
    const stranger = 'a-secret-neither-server-knows-0123456789';
    expect((await post(a, stranger)).statusCode).toBe(400);
    expect((await post(b, stranger)).statusCode).toBe(400);
    const shared = first(secrets).sandboxWebhook;
    expect((await post(b, shared)).statusCode).toBe(200);
    expect((await post(a, shared)).statusCode).toBe(200);
  });
});
