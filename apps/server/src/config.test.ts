import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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

  it('refuses a port that is not a whole number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });
});
