import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../test/fakes/fake-clock.js';
import { InMemorySessionStore } from '../../test/fakes/in-memory-session-store.js';
import { unsignedJwt } from '../../test/fakes/unsigned-jwt.js';
import { restoreSession } from './restore-session.use-case.js';

const clock = new FakeClock(Date.UTC(2025, 5, 1));
const nowS = Math.floor(clock.nowMs() / 1000);

describe('restoreSession', () => {
  it('returns the claims of a valid stored token and keeps it', () => {
    const token = unsignedJwt({ exp: nowS + 60, userId: 8 });
    const sessionStore = new InMemorySessionStore({ token: `Bearer ${token}`, userId: '8' });
    expect(restoreSession({ sessionStore, clock })).toEqual({
      ok: true,
      value: { token, userId: '8', expiresAtSeconds: nowS + 60 },
    });
    expect(sessionStore.token).toBe(`Bearer ${token}`);
    expect(sessionStore.userId).toBe('8');
  });

  it('removes an expired token and the user id, and says the session expired', () => {
    const sessionStore = new InMemorySessionStore({
      token: unsignedJwt({ exp: nowS - 1 }),
      userId: '8',
    });
    expect(restoreSession({ sessionStore, clock })).toEqual({
      ok: false,
      error: { reason: 'EXPIRED', message: 'SESSION.EXPIRED' },
    });
    expect(sessionStore.token).toBeNull();
    expect(sessionStore.userId).toBeNull();
  });

  it('removes a malformed token and says it is invalid', () => {
    const sessionStore = new InMemorySessionStore({ token: 'garbage', userId: '8' });
    expect(restoreSession({ sessionStore, clock })).toEqual({
      ok: false,
      error: { reason: 'NO_DOT', message: 'SESSION.INVALID_TOKEN' },
    });
    expect(sessionStore.token).toBeNull();
    expect(sessionStore.userId).toBeNull();
  });

  it('says nothing when there is no token, and drops a stale user id', () => {
    const sessionStore = new InMemorySessionStore({ userId: '8' });
    expect(restoreSession({ sessionStore, clock })).toEqual({
      ok: false,
      error: { reason: 'MISSING', message: null },
    });
    expect(sessionStore.userId).toBeNull();
  });
});
