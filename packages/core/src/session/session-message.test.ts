import { describe, expect, it } from 'vitest';
import { sessionMessageFor } from './session-message.js';

describe('sessionMessageFor', () => {
  it('says the session expired for EXPIRED', () => {
    expect(sessionMessageFor('EXPIRED')).toBe('SESSION.EXPIRED');
  });

  it('says the token is invalid for a malformed token', () => {
    expect(sessionMessageFor('NO_DOT')).toBe('SESSION.INVALID_TOKEN');
    expect(sessionMessageFor('NOT_A_STRING')).toBe('SESSION.INVALID_TOKEN');
    expect(sessionMessageFor('UNDECODABLE')).toBe('SESSION.INVALID_TOKEN');
  });

  it('says nothing when there was no token', () => {
    expect(sessionMessageFor('MISSING')).toBeNull();
  });
});
