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

  it('refuses a port that is not a whole number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });
});
