import { err, ok, type Result } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import type {
  SessionClaims,
  SessionTokenError,
  SessionTokens,
} from '../ports/session-tokens.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { SessionService } from './session.service.js';

// Tokens 'user:version' or 'user:version:ops' (anything else: invalid); accounts as a map of
// id → session version.
const tokens: SessionTokens = {
  issue: async (userId, sessionVersion) => `${userId}:${sessionVersion}`,
  issueOps: async (userId, sessionVersion) => ({
    token: `${userId}:${sessionVersion}:ops`,
    expiresAt: new Date(0),
  }),
  verify: async (token): Promise<Result<SessionClaims, SessionTokenError>> => {
    const [id, version, scope] = token.split(':');
    const [userId, sessionVersion] = [Number(id), Number(version)];
    if (!userId || Number.isNaN(sessionVersion)) return err('INVALID');
    return ok({ userId, sessionVersion, scope: scope === 'ops' ? 'ops' : 'shop' });
  },
};

function setup(versions: Record<number, number>) {
  const reads: number[] = [];
  const users = {
    sessionVersion: async (userId: number) => {
      reads.push(userId);
      return versions[userId] ?? null;
    },
  } as UserRepository;
  return { sessions: new SessionService({ sessionTokens: tokens, users }), reads };
}

describe('SessionService.authenticate', () => {
  it('refuses an operator console session: one token, one purpose', async () => {
    const { sessions, reads } = setup({ 7: 2 });
    expect(await sessions.authenticate('7:2:ops')).toEqual(err('INVALID'));
    expect(reads).toEqual([]);
  });

  it("accepts a token issued under the account's current version, reading it every time", async () => {
    const { sessions, reads } = setup({ 7: 2 });
    expect(await sessions.authenticate('7:2')).toEqual(ok({ userId: 7 }));
    expect(await sessions.authenticate('7:2')).toEqual(ok({ userId: 7 }));
    expect(reads).toEqual([7, 7]);
  });

  it('refuses a token of an older (or newer) version: its sessions were ended', async () => {
    const { sessions } = setup({ 7: 2 });
    expect(await sessions.authenticate('7:1')).toEqual(err('REVOKED'));
    expect(await sessions.authenticate('7:3')).toEqual(err('REVOKED'));
  });

  it('refuses the token of an account that no longer exists or is deleted', async () => {
    const { sessions } = setup({});
    expect(await sessions.authenticate('7:0')).toEqual(err('REVOKED'));
  });

  it('refuses an invalid token without reading the account', async () => {
    const { sessions, reads } = setup({ 7: 0 });
    expect(await sessions.authenticate('garbage')).toEqual(err('INVALID'));
    expect(reads).toEqual([]);
  });
});
