import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** Everything the server reads from its environment, with the embedded defaults of DESIGN §4. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where PGlite lives (default ./.data). */
  readonly dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  readonly databaseUrl: string | null;
  /**
   * Most PostgreSQL connections this process opens at once (DATABASE_POOL_MAX; default from the
   * cores, see defaultDatabasePoolMax). PGlite ignores it: it is one connection.
   */
  readonly databasePoolMax: number;
  /**
   * Whether the hot statements are prepared under names, parsed once per connection
   * (DATABASE_NAMED_STATEMENTS, default true); false for a pooler that cannot keep them.
   */
  readonly databaseNamedStatements: boolean;
  /** HS256 secret from JWT_SECRET; when absent one is generated once into the database. */
  readonly jwtSecret: string | null;
  /** Bearer token of the operator endpoints from OPERATOR_TOKEN; when absent one is generated into the database. */
  readonly operatorToken: string | null;
  /** The sandbox provider's webhook signing secret (SANDBOX_WEBHOOK_SECRET); else generated into the database. */
  readonly sandboxWebhookSecret: string | null;
  /** Lifetime of a session token, in seconds. */
  readonly jwtTtlSeconds: number;
  /** Lifetime of an operator's console session, in seconds (OPS_SESSION_TTL_SECONDS, 8 hours). */
  readonly opsSessionTtlSeconds: number;
  /** Base URL of the site, for links in e-mails. */
  readonly publicUrl: string;
  /** SMTP connection URL; when absent mail goes to the outbox table. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Pino log level. */
  readonly logLevel: string;
  /** Which proxies' X-Forwarded-* headers are trusted (client IPs and https): never everyone. */
  readonly trustProxy: TrustProxySetting;
  /** Stripe's secret key and webhook signing secret (both or neither); null runs the sandbox provider. */
  readonly stripe: { readonly secretKey: string; readonly webhookSecret: string } | null;
  /** How long an unpaid order holds its tonnes, in milliseconds (default 30 minutes). */
  readonly reservationTtlMs: number;
  /** How often expired reservations and due sandbox renewals are swept, in milliseconds. */
  readonly sweepIntervalMs: number;
  /** How often each server's job worker polls the queue, in milliseconds (JOB_POLL_INTERVAL_MS). */
  readonly jobPollIntervalMs: number;
  /** Google Maps Platform key (server side only); when absent places come from the offline gazetteer. */
  readonly googleMapsApiKey: string | null;
  /** The built web app to serve on this origin; null means the repository's apps/web/dist. */
  readonly webDistDir: string | null;
  /** How long the catalogue is served from memory before it is read again, in milliseconds. */
  readonly catalogueTtlMs: number;
  /** On SIGTERM, how long admitted requests may take to finish before the server stops anyway (ms). */
  readonly shutdownGraceMs: number;
  /** Load shedding in front of the routes that use the database (docs/operations.md). */
  readonly loadShedding: LoadSheddingConfig;
  // Public API: webhooks
  /**
   * Whether webhooks may go to private, loopback and link-local addresses
   * (WEBHOOK_ALLOW_PRIVATE_URLS=true; local development only: it lets account owners reach the
   * server's own network).
   */
  readonly webhookAllowPrivateUrls: boolean;
}

/** How many database-bound requests run at once, how many may wait, and for how long. */
export interface LoadSheddingConfig {
  /** Requests served at once (LOAD_SHEDDING_CONCURRENCY). */
  readonly concurrency: number;
  /** Requests that may wait for a turn; one more is answered 503 at once (LOAD_SHEDDING_QUEUE). */
  readonly queue: number;
  /** Longest wait for a turn before a 503, in milliseconds (LOAD_SHEDDING_MAX_WAIT_MS). */
  readonly maxWaitMs: number;
  /** The Retry-After of a 503, in seconds (LOAD_SHEDDING_RETRY_AFTER_SECONDS). */
  readonly retryAfterSeconds: number;
}

/** A setting the server cannot start with; its message is the one line an operator reads. */
export class ConfigError extends Error {}

/** Ends the process with a configuration error's one-line message; anything else is thrown on. */
export function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

/**
 * The address a browser on this machine reaches the server at: its bind host, or localhost when
 * it listens on every interface; an IPv6 literal in brackets.
 */
export function listeningUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env.PORT, 8080, 'PORT');
  const secretKey = nonEmpty(env.STRIPE_SECRET_KEY);
  const webhookSecret = nonEmpty(env.STRIPE_WEBHOOK_SECRET);
  if (secretKey !== null && webhookSecret === null) {
    // Without it no webhook verifies: paid sessions would be fulfilled only if the buyer returns.
    throw new ConfigError(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: set both for Stripe, or neither for the sandbox.',
    );
  }
  const host = env.HOST ?? '127.0.0.1';
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const databasePoolMax = atLeastOne(
    env.DATABASE_POOL_MAX,
    defaultDatabasePoolMax(),
    'DATABASE_POOL_MAX',
  );
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl,
    databasePoolMax,
    databaseNamedStatements: flag(env.DATABASE_NAMED_STATEMENTS, 'DATABASE_NAMED_STATEMENTS', true),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    operatorToken: nonEmpty(env.OPERATOR_TOKEN),
    sandboxWebhookSecret: nonEmpty(env.SANDBOX_WEBHOOK_SECRET),
    jwtTtlSeconds: integer(env.JWT_TTL_SECONDS, 24 * 60 * 60, 'JWT_TTL_SECONDS'),
    opsSessionTtlSeconds: integer(
      env.OPS_SESSION_TTL_SECONDS,
      8 * 60 * 60,
      'OPS_SESSION_TTL_SECONDS',
    ),
    // Without PUBLIC_URL, links go back to the very address the server prints: a buyer on
    // 127.0.0.1 sent back to localhost would find another origin's storage, logged out.
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? listeningUrl(host, port)).replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'NetZero Market <no-reply@netzero.market>',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    stripe: secretKey === null || webhookSecret === null ? null : { secretKey, webhookSecret },
    reservationTtlMs:
      integer(env.RESERVATION_TTL_SECONDS, 30 * 60, 'RESERVATION_TTL_SECONDS') * 1000,
    sweepIntervalMs: integer(env.SWEEP_INTERVAL_SECONDS, 30, 'SWEEP_INTERVAL_SECONDS') * 1000,
    jobPollIntervalMs: integer(env.JOB_POLL_INTERVAL_MS, 1000, 'JOB_POLL_INTERVAL_MS'),
    googleMapsApiKey: nonEmpty(env.GOOGLE_MAPS_API_KEY),
    webDistDir: nonEmpty(env.WEB_DIST_DIR) === null ? null : resolve(env.WEB_DIST_DIR ?? ''),
    catalogueTtlMs: integer(env.CATALOGUE_TTL_MS, 1000, 'CATALOGUE_TTL_MS'),
    shutdownGraceMs: integer(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    loadShedding: {
      // Sized so a request spends well under a second in the server at PGlite's pace (≈ 100
      // checkouts a second): a pipelining client's later requests wait for the earlier ones. On
      // PostgreSQL never fewer turns than connections, or a larger pool would sit idle; one turn
      // per connection measured no faster than 10 (docs/operations.md).
      concurrency: atLeastOne(
        env.LOAD_SHEDDING_CONCURRENCY,
        databaseUrl === null ? CONCURRENCY : Math.max(CONCURRENCY, databasePoolMax),
        'LOAD_SHEDDING_CONCURRENCY',
      ),
      queue: integer(env.LOAD_SHEDDING_QUEUE, 40, 'LOAD_SHEDDING_QUEUE'),
      maxWaitMs: integer(env.LOAD_SHEDDING_MAX_WAIT_MS, 500, 'LOAD_SHEDDING_MAX_WAIT_MS'),
      retryAfterSeconds: atLeastOne(
        env.LOAD_SHEDDING_RETRY_AFTER_SECONDS,
        1,
        'LOAD_SHEDDING_RETRY_AFTER_SECONDS',
      ),
    },
    // Public API: webhooks
    webhookAllowPrivateUrls: flag(env.WEBHOOK_ALLOW_PRIVATE_URLS, 'WEBHOOK_ALLOW_PRIVATE_URLS'),
  };
}

/**
 * DATABASE_POOL_MAX's default on a machine with `cores` cores: two connections a core, at least
 * 4 and at most 10 (docs/operations.md). Two a core is PostgreSQL's own rule (cores × 2 plus
 * spindles, none on SSD) for when the database shares this machine; fewer than 4 left the
 * database idle while Node prepared the next query (pool 2 was the slowest measured); past 10 a
 * process gains little, and every process of a deployment takes its pool from one
 * max_connections (100 by default).
 */
export function defaultDatabasePoolMax(cores: number = availableParallelism()): number {
  return Math.min(MAX_DEFAULT_POOL, Math.max(MIN_DEFAULT_POOL, 2 * cores));
}

const MIN_DEFAULT_POOL = 4;
const MAX_DEFAULT_POOL = 10;
const CONCURRENCY = 10;

// Public API: webhooks
/** A true/false setting: 'true' or '1', 'false' or '0', else `unset` when unset or empty. */
function flag(value: string | undefined, name: string, unset = false): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return unset;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new ConfigError(`${name} must be true or false, not "${value}".`);
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

function atLeastOne(value: string | undefined, fallback: number, name: string): number {
  const parsed = integer(value, fallback, name);
  if (parsed < 1) throw new ConfigError(`${name} must be at least 1, got '${value}'.`);
  return parsed;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new ConfigError(`${name} must be a whole number, got '${value}'.`);
  return parsed;
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: false (none), a hop count (the client address is
 * the one the nth proxy from this server added), or the proxies' addresses, CIDR ranges and
 * proxy-addr's names. Never everyone: with `true` any client picks its own address.
 */
export type TrustProxySetting = false | number | readonly string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 10;

/** Parses TRUST_PROXY: unset, '', 'false' or '0' → false; '1'–'10' → hops; else a list. */
export function trustProxySetting(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new ConfigError(
      "TRUST_PROXY=true would let any client choose its address: set the number of proxies in front (e.g. '1') or their addresses (e.g. '10.0.0.1,loopback').",
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS)
      throw new ConfigError(`TRUST_PROXY must be 1–${MAX_PROXY_HOPS} proxies, got '${text}'.`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY has '${bad}', which is not a proxy count, an IP address, a CIDR range or one of loopback, linklocal, uniquelocal.`,
    );
  }
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
