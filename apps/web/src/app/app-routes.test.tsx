import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('AppRoutes', () => {
  it.each(['/ThankYouPage', '/THANKYOUPAGE', '/thankyoupage', '/ThankYouPage/'])(
    'matches %s case-insensitively',
    async (route) => {
      renderApp({ route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    },
  );

  it('renders the home page at /', async () => {
    renderApp({ route: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We Provide Carbon Neutral Solutions' }),
    ).toBeTruthy();
  });

  it.each(['/no-such-page', '/Carbon/extra', '/ThankYou'])(
    'renders the 404 page for the unknown path %s, inside the frame',
    async (route) => {
      renderApp({ route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.getByRole('main').textContent).toContain(`There is no page at ${route}.`);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
      expect(await screen.findByRole('contentinfo')).toBeTruthy();
    },
  );

  it('offers a skip link to the main content', async () => {
    renderApp({ route: '/ThankYouPage' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it("opens the operator console at /ops with its own frame, not the shop's, and no index", async () => {
    renderApp({ route: '/ops/audit' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Operations' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });
});
