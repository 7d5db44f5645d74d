import { jwtDecode } from 'jwt-decode';
import { err, ok, type Result } from '../shared/result.js';
import { stripBearerPrefix } from './bearer-token.js';

/** Why a stored token is not a valid session, in the order spec §4/§5 checks them. */
export type TokenInvalidReason = 'MISSING' | 'NOT_A_STRING' | 'NO_DOT' | 'UNDECODABLE' | 'EXPIRED';

/** What the client reads from a valid session token (spec §3 'Session token'). */
export interface SessionClaims {
  /** The token without its 'Bearer ' prefix. */
  readonly token: string;
  /** payload.userId, else payload.sub, as a string; null when the token names no user. */
  readonly userId: string | null;
  /** The token's exp claim: expiry, in seconds since the epoch. */
  readonly expiresAtSeconds: number;
}

/**
 * Whether a stored token is a valid session at nowMs (milliseconds since the epoch).
 * The signature is not verified: only the server can, and it does on every call.
 */
export function checkSessionToken(
  raw: unknown,
  nowMs: number,
): Result<SessionClaims, TokenInvalidReason> {
  if (raw === null || raw === undefined || raw === '') return err('MISSING');
  if (typeof raw !== 'string') return err('NOT_A_STRING');
  const token = stripBearerPrefix(raw);
  if (!token.includes('.')) return err('NO_DOT');
  const payload = decodePayload(token);
  if (payload === null) return err('UNDECODABLE');
  const exp = payload.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return err('UNDECODABLE');
  // Spec §9: expiry is compared in whole seconds, so a token is still valid during its exp second.
  if (exp < Math.floor(nowMs / 1000)) return err('EXPIRED');
  return ok({ token, userId: userIdOf(payload), expiresAtSeconds: exp });
}

function decodePayload(token: string): Record<string, unknown> | null {
  let payload: unknown;
  try {
    payload = jwtDecode<unknown>(token);
  } catch {
    return null;
  }
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : null;
}

function userIdOf(payload: Record<string, unknown>): string | null {
  return idText(payload.userId) ?? idText(payload.sub);
}

// Only strings and finite numbers name a user; anything else (objects, booleans, '') counts as absent.
function idText(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
