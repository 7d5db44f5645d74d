import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  defaultDatabasePoolMax,
  exitOnConfigError,
  listeningUrl,
  loadConfig,
} from './config.js';

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
      opsSessionTtlSeconds: 28_800,
      // The address the server prints, so that links come back to the same origin (issue 18 item 12).
      publicUrl: 'http://127.0.0.1:8080',
      smtpUrl: null,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('defaults the public URL to the address it listens on', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
    expect(
      loadConfig({ HOST: '192.168.1.20', PUBLIC_URL: 'https://netzero.example' }).publicUrl,
    ).toBe('https://netzero.example');
    expect(listeningUrl('127.0.0.1', 8080)).toBe(loadConfig({}).publicUrl);
  });

  it('reads the environment, trimming blanks to absent', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://x@y/z',
      SMTP_URL: '  ',
      PUBLIC_URL: 'https://netzero.example/',
      TRUST_PROXY: '1',
    });
    expect(config.port).toBe(9090);
    expect(config.databaseUrl).toBe('postgres://x@y/z');
    expect(config.smtpUrl).toBeNull();
    expect(config.publicUrl).toBe('https://netzero.example');
    expect(config.trustProxy).toBe(1);
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

  it('sizes the PostgreSQL pool from the cores unless DATABASE_POOL_MAX says', () => {
    expect(loadConfig({}).databasePoolMax).toBe(defaultDatabasePoolMax());
    expect([1, 2, 4, 8, 16, 64].map((cores) => defaultDatabasePoolMax(cores))).toEqual([
      4, 4, 8, 10, 10, 10,
    ]);
    expect(loadConfig({ DATABASE_POOL_MAX: '7' }).databasePoolMax).toBe(7);
    expect(loadConfig({ DATABASE_POOL_MAX: ' ' }).databasePoolMax).toBe(defaultDatabasePoolMax());
    for (const bad of ['0', '-3', '2.5', 'ten']) {
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(
      "DATABASE_POOL_MAX must be at least 1, got '0'.",
    );
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'ten' })).toThrow(
      "DATABASE_POOL_MAX must be a whole number, got 'ten'.",
    );
  });

  it('admits 10 requests at once, or one per connection of a larger pool, unless told', () => {
    const postgres = 'postgres://x@y/z';
    expect(loadConfig({ DATABASE_URL: postgres }).loadShedding.concurrency).toBe(10);
    expect(
      loadConfig({ DATABASE_URL: postgres, DATABASE_POOL_MAX: '6' }).loadShedding.concurrency,
    ).toBe(10);
    expect(
      loadConfig({ DATABASE_URL: postgres, DATABASE_POOL_MAX: '24' }).loadShedding.concurrency,
    ).toBe(24);
    expect(
      loadConfig({
        DATABASE_URL: postgres,
        DATABASE_POOL_MAX: '24',
        LOAD_SHEDDING_CONCURRENCY: '5',
      }).loadShedding.concurrency,
    ).toBe(5);
    // PGlite is one connection whatever the pool setting: its admission stays as it was.
    expect(loadConfig({ DATABASE_POOL_MAX: '24' }).loadShedding.concurrency).toBe(10);
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

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off unless set', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('takes a hop count', () => {
    expect(trust('1')).toBe(1);
    expect(trust(' 2 ')).toBe(2);
  });

  it("takes proxies' addresses, CIDR ranges and proxy-addr's names", () => {
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trust('10.0.0.0/8, 192.168.1.0/24,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
    ]);
    expect(trust('loopback,linklocal,uniquelocal')).toEqual([
      'loopback',
      'linklocal',
      'uniquelocal',
    ]);
  });

  it('refuses to trust everyone, with what to set instead', () => {
    expect(() => trust('true')).toThrow(ConfigError);
    expect(() => trust('true')).toThrow(/set the number of proxies in front \(e\.g\. '1'\)/);
  });

  it('refuses entries that are not addresses, ranges or names', () => {
    for (const bad of ['yes', '11', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1,', 'local']) {
      expect(() => trust(bad), bad).toThrow(ConfigError);
    }
    expect(() => trust('10.0.0.1, proxy.example')).toThrow(
      "TRUST_PROXY has 'proxy.example', which is not a proxy count",
    );
  });
});

describe('DATABASE_NAMED_STATEMENTS', () => {
  it('is on unless set to false or 0, and refuses anything else', () => {
    expect(loadConfig({}).databaseNamedStatements).toBe(true);
    for (const on of ['', ' ', 'true', '1', ' True '])
      expect(loadConfig({ DATABASE_NAMED_STATEMENTS: on }).databaseNamedStatements).toBe(true);
    for (const off of ['false', '0', 'FALSE'])
      expect(loadConfig({ DATABASE_NAMED_STATEMENTS: off }).databaseNamedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_NAMED_STATEMENTS: 'off' })).toThrow(
      new ConfigError('DATABASE_NAMED_STATEMENTS must be true or false, not "off".'),
    );
  });
});

// Public API: webhooks
describe('WEBHOOK_ALLOW_PRIVATE_URLS', () => {
  it('is off unless set to true or 1, and refuses anything else', () => {
    expect(loadConfig({}).webhookAllowPrivateUrls).toBe(false);
    for (const off of ['', ' ', 'false', '0', 'FALSE'])
      expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: off }).webhookAllowPrivateUrls).toBe(false);
    for (const on of ['true', '1', ' True '])
      expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: on }).webhookAllowPrivateUrls).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: 'yes' })).toThrow(
      new ConfigError('WEBHOOK_ALLOW_PRIVATE_URLS must be true or false, not "yes".'),
    );
  });
});
