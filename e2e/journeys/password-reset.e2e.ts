import { formatMessage } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { AUTH_COPY } from '../../apps/web/src/content/auth.copy';
import { E2E_PASSWORD, signUpByApi } from '../support/accounts';
import { baseUrl } from '../support/browser';
import { useBrowser } from '../support/journey';
import { linkFromOutbox } from '../support/outbox';

const journey = useBrowser();
const LOGIN = AUTH_COPY.login;
const RESET = AUTH_COPY.reset;
const NEW_PASSWORD = 'battery-staple-42';

/** POST /auth/login's status for a username and password (the page's own call, made directly). */
async function loginStatus(username: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

describe('journey 7: password reset through the link in the outbox', () => {
  it(
    'asks for a reset, opens the e-mailed link, confirms the new password and logs in with it',
    journey('password reset', async (page) => {
      const account = await signUpByApi('rosa');

      await page.goto('/Login');
      await page.getByRole('heading', { level: 1, name: LOGIN.title }).waitFor();
      await page.getByRole('link', { name: LOGIN.forgotPassword }).click();
      await page.getByRole('heading', { level: 1, name: RESET.title }).waitFor();
      await page.getByLabel(RESET.emailLabel, { exact: true }).fill(account.email);
      await page.getByLabel(RESET.newPasswordLabel, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: RESET.submit }).click();
      await page.getByRole('heading', { level: 1, name: RESET.sentTitle }).waitFor();
      await page.getByText(formatMessage('AUTH.RESET_LINK_SENT')).waitFor();

      // Nothing changes until the link is opened: the old password still works.
      expect(await loginStatus(account.username, E2E_PASSWORD)).toBe(200);

      const link = await linkFromOutbox(account.email, /\/ResetPassword\?token=/);
      expect(new URL(link).origin).toBe(baseUrl());
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: RESET.completeTitle }).waitFor();
      await page.getByLabel(RESET.completeLabel, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: RESET.completeSubmit }).click();
      await page.getByText(formatMessage('RESET.SUCCESS')).waitFor();
      await page.waitForURL(/\/Login$/i, { timeout: 5000 });

      // The new password logs in through the form; the old one no longer does.
      await page.getByRole('heading', { level: 1, name: LOGIN.title }).waitFor();
      await page.getByLabel(LOGIN.usernameLabel).fill(account.username);
      await page.getByLabel(LOGIN.passwordLabel, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: LOGIN.submit, exact: true }).click();
      await page.getByText('Successfully logged in! Redirecting...').waitFor();
      expect(await loginStatus(account.username, E2E_PASSWORD)).toBe(401);

      // The link works once.
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: RESET.completeTitle }).waitFor();
      await page.getByLabel(RESET.completeLabel, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: RESET.completeSubmit }).click();
      await page.getByText(formatMessage('AUTH.RESET_LINK_INVALID')).waitFor();
    }),
  );
});
