// The in-process baseline of `npm run bench:api`: the SQL statements that POST /api/cart/add and
// POST /api/direct-order-checkout/create-session run, through the same repositories on the same
// embedded PGlite, without HTTP. Its own process and data dir (PGlite is one process's), forked
// by api.mjs, which asks it over IPC to run one operation for a while with N concurrent callers.
//
// Before it answers 'ready', it proves the two are the same work: it builds the real app in this
// process, sends each route one request through fastify.inject, records every statement drizzle
// sends, then records one baseline operation, and exits with an error if the lists differ.
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../apps/server/dist/', import.meta.url));
const load = (path) => import(`${dist}${path}`);
const { loadConfig } = await load('config.js');
const { createContainer } = await load('container.js');
const { buildApp } = await load('http/app.js');
const { openDatabase } = await load('persistence/database.js');
const { DrizzleCartRepository } = await load('persistence/drizzle-cart.repository.js');
const { DrizzleOrderRepository } = await load('persistence/drizzle-order.repository.js');
const { DrizzleProductRepository } = await load('persistence/drizzle-product.repository.js');
const { CATALOGUE_SEED } = await load('persistence/seed/catalogue.seed.js');
const { SandboxPaymentProvider } = await load('payments/sandbox/sandbox-payment-provider.js');

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await openDatabase(config);
await database.migrate();
await new DrizzleProductRepository(database.db).seedIfEmpty(CATALOGUE_SEED);
const { db } = database;
const clock = { now: () => new Date() };
const secrets = { jwt: 'x'.repeat(48), sandboxWebhook: 'y'.repeat(48), operator: 'z'.repeat(48) };
const container = createContainer(config, database, secrets, { clock });
const app = await buildApp(container);

const products = new DrizzleProductRepository(db);
const carts = new DrizzleCartRepository(db);
const orders = new DrizzleOrderRepository(db);
const sandbox = new SandboxPaymentProvider({
  db,
  clock,
  publicUrl: config.publicUrl,
  webhookSecret: secrets.sandboxWebhook,
});

const credentials = {
  username: 'bench',
  email: 'bench@example.com',
  password: 'benchmark-password',
};
await app.inject({ method: 'POST', url: '/auth/signup', payload: credentials });
const login = (
  await app.inject({ method: 'POST', url: '/auth/login', payload: credentials })
).json();
const { token, userId } = login.data;

// The HTTP requests of the benchmark, and the same database work without HTTP.
const CART_ADD_BODY = { productId: 1, quantity: 1, priceAtTime: 14 };
const DIRECT_BODY = {
  email: 'bench@example.com',
  productId: 1,
  quantity: 1,
  paymentMethod: 'CARD',
  redirectUrl: `${config.publicUrl}/checkout`,
};
const operations = {
  'cart-add': {
    request: {
      method: 'POST',
      url: '/api/cart/add',
      headers: { authorization: `Bearer ${token}` },
      payload: CART_ADD_BODY,
    },
    // CartService.add: the product (for its price), the upsert, then the cart as answered.
    async run() {
      const product = await products.findById(1);
      await carts.addOrKeepLarger({
        userId,
        productId: 1,
        quantity: 1,
        priceCents: product.priceCents,
      });
      await carts.listForUser(userId);
    },
  },
  'create-session': {
    request: {
      method: 'POST',
      url: '/api/direct-order-checkout/create-session',
      payload: DIRECT_BODY,
    },
    // CheckoutService.createDirectSession: the product, the reservation (one transaction), the
    // sandbox's session record, and the session id on the order.
    async run() {
      await products.findById(1);
      const expiresAt = new Date(Date.now() + config.reservationTtlMs);
      const created = await orders.createPending({
        userId: null,
        email: DIRECT_BODY.email,
        receiptName: DIRECT_BODY.email,
        kind: 'direct',
        paymentMethod: 'CARD',
        lines: [{ productId: 1, quantity: 1 }],
        provider: sandbox.name,
        reservationExpiresAt: expiresAt,
      });
      if (!created.ok) throw new Error(created.error);
      const order = created.value;
      const url = `${config.publicUrl}/checkout?orderId=${order.id}`;
      const session = await sandbox.createCheckoutSession({
        mode: 'payment',
        lines: order.lines.map((line) => ({
          name: line.productName,
          quantity: line.quantity,
          unitAmountCents: line.priceAtTimeCents,
        })),
        currency: order.currency,
        customerEmail: order.email,
        successUrl: url,
        cancelUrl: url,
        expiresAt,
        metadata: { orderId: String(order.id) },
      });
      await orders.attachSession(order.id, session.sessionId);
    },
  },
};

// Drizzle's logger sees every statement, in and out of transactions (its sessions share options).
let recorded = null;
const recorder = {
  logQuery(query) {
    recorded?.push(query);
  },
};
db.session.logger = recorder;
db.session.options.logger = recorder;

async function statementsOf(work) {
  recorded = [];
  await work();
  const statements = recorded;
  recorded = null;
  return statements;
}

for (const [name, operation] of Object.entries(operations)) {
  const viaHttp = await statementsOf(async () => {
    const response = await app.inject(operation.request);
    if (response.statusCode !== 200)
      throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  });
  const direct = await statementsOf(() => operation.run());
  if (viaHttp.length === 0 || JSON.stringify(viaHttp) !== JSON.stringify(direct)) {
    console.error(`${name}: the baseline does not run the route's SQL`, { viaHttp, direct });
    process.exit(1);
  }
  if (process.env.SHOW_SQL)
    console.error(`${name}: ${direct.length} statements\n${direct.join('\n')}`);
}
await app.close();

/** Runs `operation` from `concurrency` callers for `durationS` seconds. */
async function measure(operation, concurrency, durationS) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + durationS * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        await operation.run();
        latencies.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    errors,
  };
}

process.on('message', async ({ operation, concurrency, durationS }) => {
  process.send({ result: await measure(operations[operation], concurrency, durationS) });
});
process.send?.('ready');
