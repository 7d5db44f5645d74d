import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('NotFoundPage', () => {
  it('names the path that was asked for, links home and to the projects, and sets the title', async () => {
    const { user, location } = renderApp({ route: '/projects/does-not-exist?ref=mail' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const page = heading.closest('section') as HTMLElement;
    expect(page.textContent).toContain('There is no page at /projects/does-not-exist.');
    expect(document.title).toBe('Page not found · NetZero Market');
    expect(
      within(page).getByRole('link', { name: 'Browse carbon projects' }).getAttribute('href'),
    ).toBe('/Carbon');
    await user.click(within(page).getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('ThankYouPage', () => {
  it('thanks the visitor, says what happens next, and links home and to the projects', async () => {
    renderApp({ route: '/ThankYouPage' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    const page = heading.closest('section') as HTMLElement;
    expect(page.textContent).toContain('Our team will reply within two working days');
    expect(within(page).getAllByRole('listitem').length).toBe(3);
    expect(within(page).getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(
      within(page).getByRole('link', { name: 'Browse carbon projects' }).getAttribute('href'),
    ).toBe('/Carbon');
    expect(document.title).toBe('Thank you · NetZero Market');
  });

  it('puts the previous title back when the visitor leaves', async () => {
    document.title = 'Before';
    const { unmount } = renderApp({ route: '/ThankYouPage' });
    await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    unmount();
    expect(document.title).toBe('Before');
  });
});
