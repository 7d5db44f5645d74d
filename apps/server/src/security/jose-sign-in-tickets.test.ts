import { describe, expect, it } from 'vitest';
import { MutableClock } from '../test-support/mutable-clock.js';
import { JoseSessionTokens } from './jose-session-tokens.js';
import { JoseSignInTickets } from './jose-sign-in-tickets.js';

const SECRET = 'unit-test-secret-for-hs256-0123456789-abcdef';

describe('JoseSignInTickets', () => {
  it('carries the user and session version for 5 minutes', async () => {
    const clock = new MutableClock();
    const tickets = new JoseSignInTickets(SECRET, clock);
    const ticket = await tickets.issue({ userId: 4, sessionVersion: 2 });
    expect(await tickets.verify(ticket)).toEqual({ userId: 4, sessionVersion: 2 });
    clock.advance(5 * 60 * 1000);
    expect(await tickets.verify(ticket)).toBeNull();
  });

  it('is never a session, and a session is never a ticket', async () => {
    const clock = new MutableClock();
    const tickets = new JoseSignInTickets(SECRET, clock);
    const sessions = new JoseSessionTokens(SECRET, 3600, clock);
    const ticket = await tickets.issue({ userId: 4, sessionVersion: 0 });
    expect(await sessions.verify(ticket)).toEqual({ ok: false, error: 'INVALID' });
    expect(await tickets.verify(await sessions.issue(4, 0))).toBeNull();
    expect(await tickets.verify((await sessions.issueOps(4, 0)).token)).toBeNull();
    expect(await tickets.verify('not-a-jwt')).toBeNull();
    const other = new JoseSignInTickets('another-secret-for-hs256-0123456789-abcdef', clock);
    expect(await tickets.verify(await other.issue({ userId: 4, sessionVersion: 0 }))).toBeNull();
  });
});
