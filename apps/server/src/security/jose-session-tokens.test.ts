import { createHmac } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutableClock } from '../test-support/mutable-clock.js';
import { JoseSessionTokens, VERIFIED_TOKENS_REMEMBERED } from './jose-session-tokens.js';

const SECRET = 'unit-test-secret-for-hs256-0123456789-abcdef';
const TTL_SECONDS = 3600;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed by hand with HMAC: any header, any payload. */
function hmacToken(header: object, payload: object, hash: 'sha256' | 'sha512', secret = SECRET) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
}

function setup() {
  const clock = new MutableClock();
  const tokens = new JoseSessionTokens(SECRET, TTL_SECONDS, clock);
  const now = Math.floor(clock.now().getTime() / 1000);
  const claims = { sub: '7', userId: 7, iat: now, exp: now + TTL_SECONDS };
  return { clock, tokens, claims };
}

describe('JoseSessionTokens', () => {
  it('issues an HS256 JWT with sub, userId, sv, iat and exp from the clock', async () => {
    const { tokens, claims } = setup();
    const token = await tokens.issue(7, 3);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual({ ...claims, sv: 3 });
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      value: { userId: 7, sessionVersion: 3, scope: 'shop' },
    });
  });

  it('reads a token without sv (issued before session versions) as version 0', async () => {
    const { tokens, claims } = setup();
    expect(await tokens.verify(hmacToken({ alg: 'HS256' }, claims, 'sha256'))).toEqual({
      ok: true,
      value: { userId: 7, sessionVersion: 0, scope: 'shop' },
    });
  });

  it('accepts a hand-made HS256 token with the right secret (the check is the signature, not jose)', async () => {
    const { tokens, claims } = setup();
    expect(
      await tokens.verify(hmacToken({ alg: 'HS256' }, { ...claims, sv: 2 }, 'sha256')),
    ).toEqual({
      ok: true,
      value: { userId: 7, sessionVersion: 2, scope: 'shop' },
    });
  });

  it('refuses alg none, other algorithms, a bad signature and malformed tokens as INVALID', async () => {
    const { tokens, claims } = setup();
    const valid = await tokens.issue(7);
    const [header, , signature] = valid.split('.');
    const refused = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      hmacToken({ alg: 'HS512', typ: 'JWT' }, claims, 'sha512'),
      hmacToken({ alg: 'RS256', typ: 'JWT' }, claims, 'sha256'),
      hmacToken(
        { alg: 'HS256', typ: 'JWT' },
        claims,
        'sha256',
        'another-secret-of-enough-length-0123456789',
      ),
      `${header}.${b64({ ...claims, sub: '8', userId: 8 })}.${signature}`,
      'not-a-jwt',
      'a.b.c',
    ];
    for (const token of refused) {
      expect(await tokens.verify(token), token).toEqual({ ok: false, error: 'INVALID' });
    }
    expect(await tokens.verify('')).toEqual({ ok: false, error: 'MISSING' });
  });

  it('refuses tokens whose claims do not name one positive user and a whole version', async () => {
    const { tokens, claims } = setup();
    for (const bad of [
      { ...claims, userId: '7' },
      { ...claims, userId: 0, sub: '0' },
      { ...claims, sub: '8' },
      { userId: 7, exp: claims.exp },
      { sub: '7', userId: 7 },
      { ...claims, sv: -1 },
      { ...claims, sv: '1' },
      { ...claims, sv: 1.5 },
    ]) {
      expect(await tokens.verify(hmacToken({ alg: 'HS256' }, bad, 'sha256'))).toEqual({
        ok: false,
        error: 'INVALID',
      });
    }
  });

  it('refuses a token as EXPIRED once the clock passes its exp', async () => {
    const { tokens, clock } = setup();
    const token = await tokens.issue(7);
    clock.advance(TTL_SECONDS * 1000 - 1000);
    expect((await tokens.verify(token)).ok).toBe(true);
    clock.advance(1000);
    expect(await tokens.verify(token)).toEqual({ ok: false, error: 'EXPIRED' });
  });

  it('issues ops sessions with scope ops and their own lifetime (8 hours by default)', async () => {
    const { tokens, clock } = setup();
    const { token, expiresAt } = await tokens.issueOps(7, 1);
    expect(decodeJwt(token)).toMatchObject({ scope: 'ops', sv: 1 });
    expect(expiresAt.getTime() - clock.now().getTime()).toBe(8 * 3600 * 1000);
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      value: { userId: 7, sessionVersion: 1, scope: 'ops' },
    });
    clock.advance(8 * 3600 * 1000);
    expect(await tokens.verify(token)).toEqual({ ok: false, error: 'EXPIRED' });
  });

  it('refuses unknown scopes and any token with a purpose (sign-in tickets)', async () => {
    const { tokens, claims } = setup();
    const scoped = hmacToken({ alg: 'HS256' }, { ...claims, scope: 'admin' }, 'sha256');
    expect(await tokens.verify(scoped)).toEqual({ ok: false, error: 'INVALID' });
    const ticket = hmacToken({ alg: 'HS256' }, { ...claims, purpose: 'ops-sign-in' }, 'sha256');
    expect(await tokens.verify(ticket)).toEqual({ ok: false, error: 'INVALID' });
  });

  describe('remembering verified tokens', () => {
    afterEach(() => vi.restoreAllMocks());
    // jose checks HS256 signatures with WebCrypto's verify: count its calls.
    const signatureChecks = () => vi.spyOn(globalThis.crypto.subtle, 'verify');

    it('checks the signature of a token once, and answers the same claims after', async () => {
      const { tokens } = setup();
      const token = await tokens.issue(7, 2);
      const checks = signatureChecks();
      const answers = [await tokens.verify(token), await tokens.verify(token)];
      expect(answers).toEqual([
        { ok: true, value: { userId: 7, sessionVersion: 2, scope: 'shop' } },
        { ok: true, value: { userId: 7, sessionVersion: 2, scope: 'shop' } },
      ]);
      expect(checks).toHaveBeenCalledTimes(1);
    });

    it('never remembers a refusal: a bad token is checked, and refused, every time', async () => {
      const { tokens, claims } = setup();
      const forged = hmacToken(
        { alg: 'HS256' },
        claims,
        'sha256',
        'another-secret-0123456789-abcdef',
      );
      const checks = signatureChecks();
      expect(await tokens.verify(forged)).toEqual({ ok: false, error: 'INVALID' });
      expect(await tokens.verify(forged)).toEqual({ ok: false, error: 'INVALID' });
      expect(checks).toHaveBeenCalledTimes(2);
    });

    it('does not remember a token with nbf (never ours)', async () => {
      const { tokens, claims } = setup();
      const token = hmacToken({ alg: 'HS256' }, { ...claims, nbf: claims.iat }, 'sha256');
      const checks = signatureChecks();
      expect((await tokens.verify(token)).ok).toBe(true);
      expect((await tokens.verify(token)).ok).toBe(true);
      expect(checks).toHaveBeenCalledTimes(2);
    });

    it(`remembers at most ${VERIFIED_TOKENS_REMEMBERED} tokens, forgetting the oldest first`, async () => {
      const { tokens, claims } = setup();
      const token = (userId: number) =>
        hmacToken({ alg: 'HS256' }, { ...claims, sub: String(userId), userId }, 'sha256');
      for (let userId = 1; userId <= VERIFIED_TOKENS_REMEMBERED + 1; userId++) {
        await tokens.verify(token(userId));
      }
      const checks = signatureChecks();
      expect(await tokens.verify(token(VERIFIED_TOKENS_REMEMBERED + 1))).toMatchObject({
        ok: true,
      });
      expect(checks).toHaveBeenCalledTimes(0);
      expect(await tokens.verify(token(1))).toMatchObject({ ok: true, value: { userId: 1 } });
      expect(checks).toHaveBeenCalledTimes(1);
    });
  });
});
