import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTICLES, articleReadingMinutes } from '../../content/articles';
import { renderApp, renderPage } from '../../test/render-app';
import { ResourcesPage } from './resources-page';

const TITLES = [
  'Carbon Markets Made Simple',
  'Nature-Based Solutions',
  'From Emissions to Action',
  'The True Value of Carbon Credits',
  'The Co-Benefits Advantage',
  'Beyond Net Zero',
  'Why the Global South is the Future of Carbon Removal',
];

function articleList() {
  const heading = screen.getByRole('heading', { level: 2, name: 'Articles' });
  const section = heading.closest('section');
  if (!section) throw new Error('no articles section');
  return within(section);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/Resources', () => {
  it('lists the seven articles with the hrefs the spec gives, in order', async () => {
    renderApp({ route: '/Resources' });
    await screen.findByRole('heading', { level: 1, name: 'Resources' });
    const links = articleList().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(TITLES);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/blog1',
      '/blog2',
      '/blog3',
      '/Blog4',
      '/Blog5',
      '/Blog6',
      '/Blog7',
    ]);
    expect(document.title).toBe('Resources · NetZero Market');
  });

  it('shows each card’s standfirst and reading time', () => {
    renderPage(<ResourcesPage />, { route: '/Resources' });
    const items = articleList().getAllByRole('listitem');
    expect(items).toHaveLength(7);
    items.forEach((item, index) => {
      const article = ARTICLES[index];
      if (!article) throw new Error('missing article');
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(TITLES[index]);
      expect(within(item).getByText(article.standfirst)).toBeTruthy();
      expect(within(item).getByText(`${articleReadingMinutes(article)} min read`)).toBeTruthy();
    });
  });

  it('opens an article from the list, whatever the case of its href', async () => {
    const { user, location } = renderApp({ route: '/Resources' });
    await user.click(await screen.findByRole('link', { name: 'Nature-Based Solutions' }));
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Nature-Based Solutions' }))
        .textContent,
    ).toBe('Nature-Based Solutions');
    expect(location()).toBe('/blog2');
  });

  it('subscribes to the newsletter through our LinkedIn page in a new tab, with no call', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage(<ResourcesPage />, { route: '/Resources' });
    const subscribe = screen.getByRole('link', { name: /Subscribe on LinkedIn/ });
    expect(subscribe.getAttribute('href')).toBe('https://www.linkedin.com/company/netzero-market');
    expect(subscribe.getAttribute('target')).toBe('_blank');
    expect(subscribe.getAttribute('rel')).toBe('noopener noreferrer');
    expect(subscribe.textContent).toContain('(opens LinkedIn in a new tab)');
    expect(screen.getByRole('heading', { level: 2, name: 'Get our newsletter' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the cards hidden until they scroll into view when motion is welcome', () => {
    const callbacks = new Map<Element, IntersectionObserverCallback>();
    class Observer {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        callbacks.set(element, this.callback);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    renderPage(<ResourcesPage />, { route: '/Resources' });
    const first = articleList().getAllByRole('listitem')[0] as HTMLElement;
    const reveal = callbacks.get(first);
    if (!reveal) throw new Error('the card is not observed');
    expect(first.className).toMatch(/pending/);
    act(() =>
      reveal(
        [{ target: first, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(first.className).toMatch(/revealed/);
    const second = articleList().getAllByRole('listitem')[1] as HTMLElement;
    expect(second.className).toMatch(/pending/);
  });
});
