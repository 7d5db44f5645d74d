// The statement capture of `npm run bench:pg`, forked with DATABASE_URL set to the bench's database:
// it builds the real app in this process (same composition root, same shared secrets as the server
// under load), sends each route three requests through fastify.inject, and records every message the
// PostgreSQL driver sends for the second and third (the first warms caches): the statement's text,
// its prepared name if any, its parameters as they go on the wire, and the first row it got back.
// It answers { routes: { name: [captureOfRequest2, captureOfRequest3] } } over IPC and exits.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { BENCH_ACCOUNT, BENCH_ROUTES } from './pg-routes.mjs';

const dist = fileURLToPath(new URL('../../apps/server/dist/', import.meta.url));
const load = (path) => import(`${dist}${path}`);
const { loadConfig } = await load('config.js');
const { chooseAdapters, composeServer, loadSecrets } = await load('composition-root.js');
const { openReadyDatabase } = await load('persistence/ready-database.js');

let recording = null;

/** Wraps the driver's Client#query: every statement of the pool and of transactions goes through it. */
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function recordedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : config.text;
  const params =
    (typeof config === 'object' && config.values) || (Array.isArray(values) ? values : []);
  const entry = recording && {
    text,
    name: (typeof config === 'object' && config.name) || null,
    values: params.map((value) => {
      const wire = pgUtils.prepareValue(value);
      return wire == null ? null : String(wire);
    }),
    fields: [],
    row: null,
  };
  if (entry) recording.push(entry);
  const note = (result) => {
    if (!entry || !result) return;
    entry.fields = (result.fields ?? []).map((field) => field.name);
    const first = result.rows?.[0];
    if (first !== undefined) {
      const cells = Array.isArray(first) ? first : entry.fields.map((name) => first[name]);
      entry.row = cells.map((cell) => (cell == null ? null : String(pgUtils.prepareValue(cell))));
    }
  };
  const cb = [values, callback].find((arg) => typeof arg === 'function');
  if (cb) {
    const wrapped = (error, result) => {
      note(result);
      cb(error, result);
    };
    return values === cb
      ? query.call(this, config, wrapped)
      : query.call(this, config, values, wrapped);
  }
  const pending = query.call(this, config, values);
  pending?.then?.(note, () => {});
  return pending;
};

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await openReadyDatabase(config);
const adapters = await chooseAdapters(config, database, await loadSecrets(config, database));
const { app } = await composeServer(config, adapters, { trustProxy: config.trustProxy });
await app.inject({ method: 'POST', url: '/auth/signup', payload: BENCH_ACCOUNT });
const login = await app.inject({ method: 'POST', url: '/auth/login', payload: BENCH_ACCOUNT });
const context = { token: login.json().data.token, publicUrl: config.publicUrl };

const routes = {};
for (const [name, request] of Object.entries(BENCH_ROUTES)) {
  routes[name] = [];
  // Numbers far from the load's (which counts from 0), so no buyer is reused.
  for (const n of [1e6, 1e6 + 1, 1e6 + 2]) {
    const { method, path, headers, body } = request(n, context);
    recording = [];
    const response = await app.inject({ method, url: path, headers, payload: body });
    const statements = recording;
    recording = null;
    if (response.statusCode !== 200) {
      console.error(`${name}: ${response.statusCode} ${response.body}`);
      process.exit(1);
    }
    if (n > 1e6) routes[name].push(statements);
  }
}
await app.close();
await database.close();
process.send({ routes });
