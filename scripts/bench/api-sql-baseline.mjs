// The in-process baseline of `npm run bench:api`: what POST /api/cart/add and
// POST /api/direct-order-checkout/create-session do, through the same services on the same
// embedded PGlite, without HTTP. Its own process and data dir (PGlite is one process's), forked
// by api.mjs, which asks it over IPC to run one operation for a while with N concurrent callers.
//
// Before it answers 'ready', it proves the two are the same work: it builds the real app in this
// process, sends each route one request through fastify.inject, records every statement drizzle
// sends, then records one baseline operation, and exits with an error if the lists differ.
import { fileURLToPath } from 'node:url';
import { CartAddRequest, DirectCheckoutRequest } from '@netzero/contract';
import { BENCH_ACCOUNT, BENCH_ROUTES } from './pg-routes.mjs';

const dist = fileURLToPath(new URL('../../apps/server/dist/', import.meta.url));
const load = (path) => import(`${dist}${path}`);
const { loadConfig } = await load('config.js');
const { chooseAdapters, composeServer } = await load('composition-root.js');
const { openReadyDatabase } = await load('persistence/ready-database.js');

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await openReadyDatabase(config);
const { db } = database;
// Drizzle's logger sees every statement, in and out of transactions (its sessions share options);
// set before the app is built, as statements prepared once keep the logger they were built with.
let recorded = null;
const recorder = {
  logQuery(query) {
    recorded?.push(query);
  },
};
db.session.logger = recorder;
db.session.options.logger = recorder;

const secrets = { jwt: 'x'.repeat(48), sandboxWebhook: 'y'.repeat(48), operator: 'z'.repeat(48) };
const adapters = await chooseAdapters(config, database, secrets);
const { app, services } = await composeServer(config, adapters, { trustProxy: config.trustProxy });

await app.inject({ method: 'POST', url: '/auth/signup', payload: BENCH_ACCOUNT });
const login = (
  await app.inject({ method: 'POST', url: '/auth/login', payload: BENCH_ACCOUNT })
).json();
const { token } = login.data;
const context = { token, publicUrl: config.publicUrl };

/** Request n of a route, as fastify.inject takes it, and its body as the route's schema reads it. */
function injected(route, n, schema) {
  const { method, path, headers, body } = BENCH_ROUTES[route](n, context);
  return {
    request: { method, url: path, headers, payload: body },
    body: schema.parse(JSON.parse(body)),
  };
}

// Each call is a new request number, so create-session comes from a new buyer as in api.mjs.
let calls = 1e6;
const operations = {
  'cart-add': {
    request: injected('POST /api/cart/add', 0, CartAddRequest).request,
    // The bearer check (its session), then CartService.add, as the route calls them.
    async run() {
      const session = await services.sessions.authenticate(token);
      await services.cart.add(
        session.value.userId,
        injected('POST /api/cart/add', calls++, CartAddRequest).body,
      );
    },
  },
  'create-session': {
    request: injected('POST /api/direct-order-checkout/create-session', 0, DirectCheckoutRequest)
      .request,
    async run() {
      const n = calls++;
      const { request, body } = injected(
        'POST /api/direct-order-checkout/create-session',
        n,
        DirectCheckoutRequest,
      );
      const opened = await services.checkout.createDirectSession(
        body,
        request.headers['x-forwarded-for'],
      );
      if (!opened.ok) throw new Error(JSON.stringify(opened.error));
    },
  },
};

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
