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

/**
 * A fresh account through the API: a shortcut for journeys whose subject is not the signup form
 * (journey 1 tests the form). Signups count against the server's 10 an hour per IP.
 */
export async function signUpByApi(prefix: string): Promise<E2eAccount> {
  const username = `${prefix}${Date.now() % 1_000_000}`;
  const email = `${username}@example.com`;
  const response = await fetch(`${baseUrl()}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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
