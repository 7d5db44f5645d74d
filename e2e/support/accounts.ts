import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The password of every account the journeys make. */
export const E2E_PASSWORD = 'correct-horse-9';

/** An account made through the API, with its session. */
export interface E2eAccount {
  readonly username: string;
  readonly email: string;
  readonly token: string;
  readonly userId: string;
}

/** How many accounts this file made through the API: each comes from its own client address. */
let apiSignups = 0;

/**
 * A fresh account through the API: a shortcut for journeys whose subject is not the signup form
 * (journey 1 tests the form). Signups are limited to 10 an hour per client IP, and the journeys
 * make more than that: each API signup says it comes from its own documentation address
 * (198.51.100.0/24), which the e2e server reads from a loopback caller (TRUST_PROXY=loopback).
 * The browser sends no such header, so its own requests still count as 127.0.0.1's.
 */
export async function signUpByApi(prefix: string): Promise<E2eAccount> {
  const username = `${prefix}${Date.now() % 1_000_000}`;
  const email = `${username}@example.com`;
  apiSignups += 1;
  const response = await fetch(`${baseUrl()}/auth/signup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${1 + ((process.pid + apiSignups) % 254)}`,
    },
    body: JSON.stringify({ username, email, password: E2E_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string; userId?: number | string } };
  if (!response.ok || !body.data?.token) {
    throw new Error(`signup failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { username, email, token: body.data.token, userId: String(body.data.userId) };
}

/** Stores the account's session in the page's localStorage (spec §6 keys) before every load. */
export async function useSession(page: Page, account: E2eAccount): Promise<void> {
  await page.context().addInitScript(
    ([jwt, id]) => {
      localStorage.setItem('jwtToken', jwt);
      localStorage.setItem('userId', id);
    },
    [account.token, account.userId] as const,
  );
}
