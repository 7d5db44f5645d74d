import { formatMessage } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { SITE_COPY } from '../../apps/web/src/content/site.copy';
import { useBrowser } from '../support/journey';

const journey = useBrowser();

/** An HS256-looking JWT whose exp is an hour ago (the client never checks the signature). */
function expiredToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = part({ alg: 'HS256', typ: 'JWT' });
  const payload = part({ userId: '1', sub: '1', iat: now - 7200, exp: now - 3600 });
  return `${header}.${payload}.${Buffer.from('not-a-real-signature').toString('base64url')}`;
}

describe('journey 6: an expired session', () => {
  it(
    'clears an expired token with "Your session has expired. Please log in again."',
    journey('session expiry', async (page) => {
      // The expired token is in localStorage before any of the app's code runs on /AddToCard.
      // (Written from another page of the site instead, that page's own session check could
      // consume it first, and /AddToCard would then have nothing to report.) Once only, so that
      // the check's removal of the token is what the test reads back.
      await page.addInitScript((token) => {
        if (location.pathname !== '/AddToCard' || sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem('jwtToken', token);
        localStorage.setItem('userId', '1');
      }, expiredToken());

      await page.goto('/AddToCard');
      const message = formatMessage('SESSION.EXPIRED');
      expect(message).toBe('Your session has expired. Please log in again.');
      await page.getByText(message).waitFor();

      // The token and the user id are gone.
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('jwtToken'),
        userId: localStorage.getItem('userId'),
      }));
      expect(stored).toEqual({ token: null, userId: null });

      // The nav offers Login (and SignUp), not the dashboard or Logout.
      const nav = page.getByRole('navigation', { name: SITE_COPY.nav.label });
      await nav.getByRole('link', { name: SITE_COPY.nav.login, exact: true }).waitFor();
      expect(await nav.getByRole('link', { name: SITE_COPY.nav.signup, exact: true }).count()).toBe(
        1,
      );
      expect(await nav.getByRole('button', { name: SITE_COPY.nav.logout }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: SITE_COPY.nav.admin }).count()).toBe(0);
    }),
  );
});
