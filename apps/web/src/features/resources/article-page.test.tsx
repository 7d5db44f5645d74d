import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../../content/articles';
import { renderApp, renderPage } from '../../test/render-app';
import { ArticlePage } from './article-page';

// Waits for the page's title: a route change renders the next page's h1 a tick later.
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

function articleBody() {
  return within(screen.getByRole('article'));
}

describe('article pages /Blog1 … /Blog7', () => {
  it.each(ARTICLES.map((article) => [article.path, article.listHref, article.path.toUpperCase()]))(
    '%s renders its title and sections at %s and %s',
    (path, listHref, upper) => {
      const article = ARTICLES.find((item) => item.path === path);
      if (!article) throw new Error('missing article');
      for (const route of [path, listHref, upper]) {
        const view = renderPage(<ArticlePage />, { route });
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(article.title);
        expect(screen.getByText(article.standfirst)).toBeTruthy();
        const headings = articleBody()
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent);
        expect(headings).toEqual(article.sections.map((section) => section.heading));
        expect(document.title).toBe(`${article.title} · NetZero Market`);
        view.unmount();
      }
    },
  );

  it('shows the hero: back link, topic, reading time and byline', () => {
    renderPage(<ArticlePage />, { route: '/Blog3' });
    expect(screen.getByRole('link', { name: 'All resources' }).getAttribute('href')).toBe(
      '/Resources',
    );
    const article = articleBody();
    expect(article.getByText('Carbon removal')).toBeTruthy();
    expect(article.getByText('4 min read')).toBeTruthy();
    expect(article.getByText('By the NetZero Market team')).toBeTruthy();
    const art = screen.getByRole('article').querySelector('header img');
    // Vite inlines small SVGs as data URLs: the illustration's own <title> tells which it is.
    expect(decodeURIComponent(art?.getAttribute('src') ?? '')).toMatch(/Carbon removal: CO2 drawn/);
    expect(art?.getAttribute('alt')).toBe('');
    expect(
      screen.getByText(/Oxford Principles for Net Zero Aligned Carbon Offsetting/),
    ).toBeTruthy();
  });

  it('gives article 1 the compliance vs voluntary table: caption, column and row headers', () => {
    renderPage(<ArticlePage />, { route: '/blog1' });
    const table = screen.getByRole('table', {
      name: 'Compliance and voluntary carbon markets compared',
    });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual([
      'Compared on',
      'Compliance markets',
      'Voluntary market',
    ]);
    for (const column of columns) expect(column.getAttribute('scope')).toBe('col');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Driven by',
      'Who plays',
      'Value',
      'Flexibility',
    ]);
    for (const row of rows) expect(row.getAttribute('scope')).toBe('row');
    const drivenBy = rows[0]?.closest('tr');
    if (!drivenBy) throw new Error('no row');
    const cells = within(drivenBy).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Compliance markets',
      'Voluntary market',
    ]);
    expect(cells[0]?.textContent).toMatch(/^Law:/);
    expect(cells[1]?.textContent).toMatch(/^Choice:/);
  });

  it('has no table in the other articles', () => {
    renderPage(<ArticlePage />, { route: '/Blog4' });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('ends with its call to action and two related articles', async () => {
    const { user, location } = renderApp({ route: '/Blog6' });
    await h1('Beyond Net Zero');
    expect(
      screen.getByRole('link', { name: 'Open the business estimator' }).getAttribute('href'),
    ).toBe('/Business');
    const related = screen
      .getByRole('heading', { level: 2, name: 'Keep reading' })
      .closest('section');
    if (!related) throw new Error('no related section');
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['From Emissions to Action', '/Blog3'],
      ['The True Value of Carbon Credits', '/Blog4'],
    ]);
    await user.click(links[1] as HTMLElement);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The True Value of Carbon Credits' }),
    ).toBeTruthy();
    expect(location()).toBe('/Blog4');
  });

  it('sends article 1 readers to the projects', () => {
    renderPage(<ArticlePage />, { route: '/Blog1' });
    expect(screen.getByRole('link', { name: 'Browse carbon projects' }).getAttribute('href')).toBe(
      '/Carbon',
    );
  });

  it('says an unknown article is not found', async () => {
    renderPage(<ArticlePage />, { route: '/Blog9' });
    await h1('Page not found');
    expect(document.querySelector('code')?.textContent).toBe('/Blog9');
  });

  it('is not found through the app at /Blog8 either', async () => {
    renderApp({ route: '/Blog8' });
    await h1('Page not found');
  });
});

describe('article lists', () => {
  it('bolds the short label of every item when each item has one', () => {
    renderPage(<ArticlePage />, { route: '/Blog1' });
    const quality = screen
      .getByRole('heading', { level: 2, name: 'What makes a credit high quality' })
      .closest('section');
    if (!quality) throw new Error('no section');
    const labels = [...quality.querySelectorAll('li strong')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Additionality:',
      'Permanence:',
      'Leakage:',
      'Measurement, reporting and verification (MRV):',
      'No double counting:',
      'Safeguards:',
    ]);
    expect(within(quality).getAllByRole('listitem')[0]?.textContent).toBe(
      'Additionality: would the reduction have happened anyway? If the project was already profitable without carbon revenue, or required by law, its credits do not stand for extra action.',
    );
  });

  it('leaves a list plain when some of its items have no label', () => {
    renderPage(<ArticlePage />, { route: '/Blog2' });
    const buying = screen
      .getByRole('heading', { level: 2, name: 'How to buy nature-based credits with confidence' })
      .closest('section');
    if (!buying) throw new Error('no section');
    expect(buying.querySelectorAll('li').length).toBe(5);
    expect(buying.querySelectorAll('li strong').length).toBe(0);
  });
});
