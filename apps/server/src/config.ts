import { resolve } from 'node:path';

/** Everything the server reads from its environment, with the embedded defaults of DESIGN §4. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where PGlite and generated secrets live (default ./.data). */
  readonly dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  readonly databaseUrl: string | null;
  /** HS256 secret from JWT_SECRET; when absent one is generated once into dataDir. */
  readonly jwtSecret: string | null;
  /** Bearer token of the operator endpoints from OPERATOR_TOKEN; when absent one is generated into dataDir. */
  readonly operatorToken: string | null;
  /** Lifetime of a session token, in seconds. */
  readonly jwtTtlSeconds: number;
  /** Base URL of the site, for links in e-mails. */
  readonly publicUrl: string;
  /** SMTP connection URL; when absent mail goes to the outbox table. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Pino log level. */
  readonly logLevel: string;
  /** Whether X-Forwarded-* headers from a proxy are trusted (for client IPs and https). */
  readonly trustProxy: boolean;
  /** Stripe secret key; when absent the sandbox payment provider is used. */
  readonly stripeSecretKey: string | null;
  /** Secret that signs Stripe's webhook deliveries (required with a Stripe key). */
  readonly stripeWebhookSecret: string | null;
  /** How long an unpaid order holds its tonnes, in milliseconds (default 30 minutes). */
  readonly reservationTtlMs: number;
  /** How often expired reservations and due sandbox renewals are swept, in milliseconds. */
  readonly sweepIntervalMs: number;
  /** Google Maps Platform key (server side only); when absent places come from the offline gazetteer. */
  readonly googleMapsApiKey: string | null;
  /** The built web app to serve on this origin; null means the repository's apps/web/dist. */
  readonly webDistDir: string | null;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    operatorToken: nonEmpty(env.OPERATOR_TOKEN),
    jwtTtlSeconds: integer(env.JWT_TTL_SECONDS, 24 * 60 * 60, 'JWT_TTL_SECONDS'),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'NetZero Market <no-reply@netzero.market>',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    reservationTtlMs:
      integer(env.RESERVATION_TTL_SECONDS, 30 * 60, 'RESERVATION_TTL_SECONDS') * 1000,
    sweepIntervalMs: integer(env.SWEEP_INTERVAL_SECONDS, 30, 'SWEEP_INTERVAL_SECONDS') * 1000,
    googleMapsApiKey: nonEmpty(env.GOOGLE_MAPS_API_KEY),
    webDistDir: nonEmpty(env.WEB_DIST_DIR) === null ? null : resolve(env.WEB_DIST_DIR ?? ''),
  };
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got '${value}'.`);
  return parsed;
}
