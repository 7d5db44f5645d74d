import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, exitOnConfigError, loadConfig } from './config.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadConfig', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      jwtSecret: null,
      jwtTtlSeconds: 86_400,
      publicUrl: 'http://localhost:8080',
      smtpUrl: null,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads the environment, trimming blanks to absent', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://x@y/z',
      SMTP_URL: '  ',
      PUBLIC_URL: 'https://netzero.example/',
      TRUST_PROXY: 'true',
    });
    expect(config.port).toBe(9090);
    expect(config.databaseUrl).toBe('postgres://x@y/z');
    expect(config.smtpUrl).toBeNull();
    expect(config.publicUrl).toBe('https://netzero.example');
    expect(config.trustProxy).toBe(true);
  });

  it('reads the catalogue lifetime and the load-shedding settings', () => {
    expect(loadConfig({}).loadShedding).toEqual({
      concurrency: 10,
      queue: 40,
      maxWaitMs: 500,
      retryAfterSeconds: 1,
    });
    const config = loadConfig({
      CATALOGUE_TTL_MS: '250',
      LOAD_SHEDDING_CONCURRENCY: '4',
      LOAD_SHEDDING_QUEUE: '0',
      LOAD_SHEDDING_MAX_WAIT_MS: '500',
      LOAD_SHEDDING_RETRY_AFTER_SECONDS: '3',
    });
    expect(config.catalogueTtlMs).toBe(250);
    expect(config.loadShedding).toEqual({
      concurrency: 4,
      queue: 0,
      maxWaitMs: 500,
      retryAfterSeconds: 3,
    });
    expect(() => loadConfig({ LOAD_SHEDDING_CONCURRENCY: '0' })).toThrow(/at least 1/);
  });

  it('reads the three shared secrets, each absent (generated into the database) when blank', () => {
    expect(
      loadConfig({ JWT_SECRET: 'j', OPERATOR_TOKEN: 'o', SANDBOX_WEBHOOK_SECRET: 's' }),
    ).toMatchObject({ jwtSecret: 'j', operatorToken: 'o', sandboxWebhookSecret: 's' });
    expect(loadConfig({ SANDBOX_WEBHOOK_SECRET: ' ' }).sandboxWebhookSecret).toBeNull();
  });

  it('refuses a port that is not a whole number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });

  it('runs Stripe with both of its secrets, the sandbox with neither, and refuses a key alone', () => {
    const both = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(both).stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(loadConfig({}).stripe).toBeNull();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      new ConfigError(
        'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: set both for Stripe, or neither for the sandbox.',
      ),
    );
  });
});

describe('exitOnConfigError', () => {
  it('ends the process with the one line of a configuration error, and throws anything else on', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    expect(() => exitOnConfigError(new ConfigError('PORT must be a whole number.'))).toThrow(
      'exit 1',
    );
    expect(written).toEqual(['PORT must be a whole number.\n']);
    const bug = new TypeError('a bug');
    expect(() => exitOnConfigError(bug)).toThrow(bug);
    expect(exit).toHaveBeenCalledTimes(1);
  });
});
