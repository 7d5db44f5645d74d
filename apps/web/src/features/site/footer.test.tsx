import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Footer', () => {
  it('shows the blurb, the contact e-mail and phone, the main links and the © line', async () => {
    const { ports } = renderApp({ route: '/ThankYouPage' });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('independently verified carbon credits by the tonne');
    expect(
      within(footer).getByRole('link', { name: 'contact@netzero-market.com' }).getAttribute('href'),
    ).toBe('mailto:contact@netzero-market.com');
    expect(
      within(footer).getByRole('link', { name: '+1 (415) 555-0134' }).getAttribute('href'),
    ).toBe('tel:+14155550134');
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/',
      '/Carbon',
      '/Invest',
      '/Resources',
      '/Business',
      '/Subscription',
      '/PersonalCalculator',
      '/TravelCalculator',
      '/RupeeCalculator',
      '/Methodology',
    ]);
    const year = new Date(ports.clock.nowMs()).getUTCFullYear();
    expect(footer.textContent).toContain(`© ${year} NetZero Market.`);
  });

  it.each(['/Login', '/login', '/Signup', '/SIGNUP', '/ResetPassword', '/resetpassword/'])(
    'is hidden on %s',
    async (route) => {
      const { location } = renderApp({ route });
      // Wait for the page itself, so that a footer would have had its chance to appear.
      await waitFor(() => expect(screen.getByRole('main').textContent).not.toBe(''));
      expect(location()).toBe(route);
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );

  it.each(['/', '/Carbon', '/ThankYouPage', '/no-such-page'])('is shown on %s', async (route) => {
    renderApp({ route });
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });
});
