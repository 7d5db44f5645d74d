import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dotlessStringArb,
  expiredTokenArb,
  liveTokenArb,
  nowMsArb,
} from '../../test/arbitraries/session.js';
import { checkSessionToken } from './session-token.js';

describe('checkSessionToken properties', () => {
  it('rejects any string without a dot: NO_DOT, or MISSING for the empty string', () => {
    fc.assert(
      fc.property(dotlessStringArb, nowMsArb, (raw, nowMs) => {
        const result = checkSessionToken(raw, nowMs);
        expect(result).toEqual({ ok: false, error: raw === '' ? 'MISSING' : 'NO_DOT' });
      }),
    );
  });

  it('rejects a token whose exp is before the current second as EXPIRED', () => {
    fc.assert(
      fc.property(expiredTokenArb, ({ nowMs, token }) => {
        expect(checkSessionToken(token, nowMs)).toEqual({ ok: false, error: 'EXPIRED' });
      }),
    );
  });

  it('accepts a token whose exp is the current second or later, with or without Bearer', () => {
    fc.assert(
      fc.property(liveTokenArb, fc.boolean(), ({ nowMs, token }, prefixed) => {
        const result = checkSessionToken(prefixed ? `Bearer ${token}` : token, nowMs);
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(result.value.token).toBe(token);
          expect(result.value.expiresAtSeconds).toBeGreaterThanOrEqual(Math.floor(nowMs / 1000));
        }
      }),
    );
  });
});
