import { describe, expect, it } from 'vitest';
import { base64UrlEncode, unsignedJwt } from '../../test/fakes/unsigned-jwt.js';
import { checkSessionToken } from './session-token.js';

const NOW_MS = 1_750_000_000_500;
const NOW_S = 1_750_000_000;

describe('checkSessionToken', () => {
  it('reports MISSING for null, undefined and the empty string', () => {
    expect(checkSessionToken(null, NOW_MS)).toEqual({ ok: false, error: 'MISSING' });
    expect(checkSessionToken(undefined, NOW_MS)).toEqual({ ok: false, error: 'MISSING' });
    expect(checkSessionToken('', NOW_MS)).toEqual({ ok: false, error: 'MISSING' });
  });

  it('reports NOT_A_STRING for other values', () => {
    for (const raw of [42, {}, ['a.b'], true]) {
      expect(checkSessionToken(raw, NOW_MS)).toEqual({ ok: false, error: 'NOT_A_STRING' });
    }
  });

  it('reports NO_DOT when the token, without its prefix, has no dot', () => {
    expect(checkSessionToken('abc', NOW_MS)).toEqual({ ok: false, error: 'NO_DOT' });
    expect(checkSessionToken('Bearer ', NOW_MS)).toEqual({ ok: false, error: 'NO_DOT' });
  });

  it('reports UNDECODABLE for a payload that is not base64url JSON', () => {
    expect(checkSessionToken('a.b', NOW_MS)).toEqual({ ok: false, error: 'UNDECODABLE' });
    expect(checkSessionToken('x.%%%.y', NOW_MS)).toEqual({ ok: false, error: 'UNDECODABLE' });
    expect(checkSessionToken(`x.${base64UrlEncode('{oops')}.y`, NOW_MS)).toEqual({
      ok: false,
      error: 'UNDECODABLE',
    });
  });

  it('reports UNDECODABLE for a JSON payload that is not an object', () => {
    for (const payload of [null, 7, 'text', [1, 2]]) {
      expect(checkSessionToken(unsignedJwt(payload), NOW_MS)).toEqual({
        ok: false,
        error: 'UNDECODABLE',
      });
    }
  });

  it('reports UNDECODABLE when exp is missing or not a number', () => {
    expect(checkSessionToken(unsignedJwt({ sub: '1' }), NOW_MS)).toEqual({
      ok: false,
      error: 'UNDECODABLE',
    });
    expect(checkSessionToken(unsignedJwt({ exp: String(NOW_S + 60) }), NOW_MS)).toEqual({
      ok: false,
      error: 'UNDECODABLE',
    });
  });

  it('reports EXPIRED one second after exp, and accepts the exp second itself', () => {
    const token = unsignedJwt({ exp: NOW_S - 1, userId: 5 });
    expect(checkSessionToken(token, NOW_MS)).toEqual({ ok: false, error: 'EXPIRED' });
    expect(checkSessionToken(unsignedJwt({ exp: NOW_S }), NOW_MS).ok).toBe(true);
    expect(checkSessionToken(unsignedJwt({ exp: NOW_S }), (NOW_S + 1) * 1000).ok).toBe(false);
  });

  it('returns the claims of a valid token, without its Bearer prefix', () => {
    const token = unsignedJwt({ exp: NOW_S + 3600, userId: 42, sub: 'alice' });
    expect(checkSessionToken(`Bearer ${token}`, NOW_MS)).toEqual({
      ok: true,
      value: { token, userId: '42', expiresAtSeconds: NOW_S + 3600 },
    });
  });

  it('falls back to sub for the user id, and to null when neither names a user', () => {
    const exp = NOW_S + 60;
    const userIdOf = (payload: object) => {
      const result = checkSessionToken(unsignedJwt({ exp, ...payload }), NOW_MS);
      return result.ok ? result.value.userId : 'invalid';
    };
    expect(userIdOf({ sub: '17' })).toBe('17');
    expect(userIdOf({ userId: '', sub: '17' })).toBe('17');
    expect(userIdOf({ userId: { id: 1 }, sub: 9 })).toBe('9');
    expect(userIdOf({ userId: 'u-1', sub: '17' })).toBe('u-1');
    expect(userIdOf({})).toBeNull();
    expect(userIdOf({ userId: true, sub: null })).toBeNull();
  });

  it('decodes UTF-8 claims', () => {
    const token = unsignedJwt({ exp: NOW_S, userId: 'Zoë ✓' });
    const result = checkSessionToken(token, NOW_MS);
    expect(result.ok && result.value.userId).toBe('Zoë ✓');
  });
});
