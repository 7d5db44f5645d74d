import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const secret = () => randomBytes(36).toString('base64url');

/**
 * The environment both servers run with: one PostgreSQL, the same secrets, the SMTP sink, a
 * short reservation and fast sweeps and job polls (so a 75-second run sees many expiries).
 */
export function serverEnvironment(settings: {
  databaseUrl: string;
  smtpPort: number;
  runDir: string;
  reservationTtlSeconds: number;
}): { env: NodeJS.ProcessEnv; webhookSecret: string } {
  // The replayer signs with the sandbox secret, so the run sets it rather than let the servers
  // generate one into the database.
  const webhookSecret = secret();
  const dataDir = join(settings.runDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Vitest sets NODE_ENV=test; the servers under test run as in production.
    NODE_ENV: 'production',
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: secret(),
    OPERATOR_TOKEN: secret(),
    SANDBOX_WEBHOOK_SECRET: webhookSecret,
    RESERVATION_TTL_SECONDS: String(settings.reservationTtlSeconds),
    SWEEP_INTERVAL_SECONDS: '1',
    JOB_POLL_INTERVAL_MS: '200',
    SMTP_URL: `smtp://127.0.0.1:${settings.smtpPort}`,
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    LOG_LEVEL: 'warn',
  };
  return { env, webhookSecret };
}
