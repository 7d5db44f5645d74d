import { describe, expect, it } from 'vitest';
import { stripBearerPrefix, toAuthorizationHeader } from './bearer-token.js';

describe('stripBearerPrefix', () => {
  it('removes a leading Bearer in any case, with its spaces', () => {
    expect(stripBearerPrefix('Bearer a.b.c')).toBe('a.b.c');
    expect(stripBearerPrefix('bearer a.b.c')).toBe('a.b.c');
    expect(stripBearerPrefix('  BEARER   a.b.c  ')).toBe('a.b.c');
  });

  it('leaves a token without the prefix as it is, trimmed', () => {
    expect(stripBearerPrefix(' a.b.c ')).toBe('a.b.c');
    expect(stripBearerPrefix('Bearera.b.c')).toBe('Bearera.b.c');
  });

  it('removes only the first prefix', () => {
    expect(stripBearerPrefix('Bearer Bearer x')).toBe('Bearer x');
  });
});

describe('toAuthorizationHeader', () => {
  it('adds the prefix once, whether or not the token had it', () => {
    expect(toAuthorizationHeader('a.b.c')).toBe('Bearer a.b.c');
    expect(toAuthorizationHeader('Bearer a.b.c')).toBe('Bearer a.b.c');
  });
});
