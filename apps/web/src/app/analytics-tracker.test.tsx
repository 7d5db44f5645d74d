import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderPage } from '../test/render-app';
import { AnalyticsTracker } from './analytics-tracker';

describe('AnalyticsTracker', () => {
  it('sends a pageview with path and query on the first render and on each route change', async () => {
    const { ports, user, location } = renderApp({ route: '/ThankYouPage?from=enquiry' });
    // The tracker's code loads with the page's (app-shell.tsx), so the first pageview follows it.
    await waitFor(() =>
      expect(ports.analytics.pageviews).toEqual([{ path: '/ThankYouPage?from=enquiry' }]),
    );

    const page = (await screen.findByRole('heading', { level: 1, name: 'Thank you' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(within(page).getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(ports.analytics.pageviews).toEqual([
      { path: '/ThankYouPage?from=enquiry' },
      { path: '/' },
    ]);
  });

  it('records a click on a link with its type, trimmed text and target', async () => {
    const { ports, user } = renderApp({ route: '/ThankYouPage' });
    const page = (await screen.findByRole('heading', { level: 1, name: 'Thank you' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(within(page).getByRole('link', { name: 'Browse carbon projects' }));
    expect(ports.analytics.clicks[0]).toEqual({
      elementType: 'a',
      text: 'Browse carbon projects',
      target: '/Carbon',
    });
  });

  it('names an icon button by its aria-label, with no target', async () => {
    const { ports, user } = renderApp({ route: '/ThankYouPage' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(ports.analytics.clicks).toEqual([
      { elementType: 'button', text: 'Open menu', target: null },
    ]);
  });

  it('records a click inside a link or button as a click on it', async () => {
    const { ports, user } = renderApp({ route: '/ThankYouPage' });
    const toggle = screen.getByRole('button', { name: 'Business' });
    await user.click(toggle.querySelector('svg') as SVGElement);
    expect(ports.analytics.clicks).toEqual([
      { elementType: 'button', text: 'Business', target: null },
    ]);
  });

  it("calls a button with neither text nor label 'Unnamed', and ignores other clicks", async () => {
    const { ports, user } = renderPage(
      <>
        <AnalyticsTracker />
        <p>Plain text</p>
        <button type="button">
          <svg aria-hidden="true" />
        </button>
      </>,
    );
    await user.click(screen.getByText('Plain text'));
    expect(ports.analytics.clicks).toEqual([]);
    await user.click(screen.getByRole('button'));
    expect(ports.analytics.clicks).toEqual([
      { elementType: 'button', text: 'Unnamed', target: null },
    ]);
  });
});
