import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const LINK = 'How we calculate: factors and sources';

describe('links to /Methodology (issue 18 item 4)', () => {
  it.each(['/PersonalCalculator', '/TravelCalculator', '/RupeeCalculator'])(
    'the results of %s link to it',
    async (route) => {
      renderApp({ route });
      const results = await screen.findByRole('region', { name: 'Your footprint' });
      expect(within(results).getByRole('link', { name: LINK }).getAttribute('href')).toBe(
        '/Methodology',
      );
    },
  );

  it('the estimator links to it, and following the link opens the page', async () => {
    const { user, location } = renderApp({ route: '/Business' });
    await screen.findByRole('heading', { level: 1, name: 'Solutions For Business' });
    await user.click(screen.getAllByRole('link', { name: LINK })[0] as HTMLElement);
    await waitFor(() => expect(location()).toBe('/Methodology'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Methodology' })).toBeTruthy();
  });
});
