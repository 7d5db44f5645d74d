import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-app';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('opens with the hero, its tagline and the two ways in', async () => {
    renderPage(<HomePage />, { route: '/' });
    const hero = screen.getByRole('region', { name: 'We Provide Carbon Neutral Solutions' });
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1);
    expect(hero.textContent).toContain('retire independently verified credits');
    expect(
      within(hero).getByRole('link', { name: 'Browse carbon projects' }).getAttribute('href'),
    ).toBe('/Carbon');
    expect(
      within(hero).getByRole('link', { name: 'Offset your business' }).getAttribute('href'),
    ).toBe('/Business');
    const proof = within(hero)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(proof.length).toBe(3);
    expect(proof[2]).toContain('2030');
    expect(document.title).toBe('NetZero Market — verified carbon offsets by the tonne');
  });

  it('shows About Us with its two features, the mission and the vision', () => {
    renderPage(<HomePage />, { route: '/' });
    const about = screen.getByRole('region', { name: 'Climate action you can point to' });
    expect(within(about).getByText('About Us')).toBeTruthy();
    expect(
      within(about)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Built for Impact', 'Seamless Integration']);
    expect(about.textContent).toContain('Plug-and-play APIs');
    expect(about.textContent).toContain('impact reporting');

    expect(screen.getByRole('heading', { level: 2, name: 'Mission Statement' })).toBeTruthy();
    const vision = screen.getByRole('article', { name: 'Vision Statement' });
    expect(vision.textContent).toContain('Carbon-neutral travel and events by 2030');
    expect(vision.textContent).toContain('carbon-neutral global economy by 2035');
    expect(vision.textContent).toContain('nature-based solutions');
  });

  it('shows the three values, each with a title, a description and a picture', () => {
    renderPage(<HomePage />, { route: '/' });
    const values = screen.getByRole('region', { name: 'Three commitments behind every credit' });
    const cards = within(values).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Sustainability', 'Innovation', 'Transparency']);
    for (const card of cards) {
      // A file of its own (the query is the dev server's), loaded when scrolled near.
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/\.svg(\?no-inline)?$/);
      expect(card.querySelector('img')?.getAttribute('loading')).toBe('lazy');
      expect((card.querySelector('p')?.textContent ?? '').length).toBeGreaterThan(60);
    }
    const pictures = cards.map((card) => card.querySelector('img')?.getAttribute('src'));
    expect(new Set(pictures).size).toBe(3);
  });

  it('ends with the enquiry form', async () => {
    renderPage(<HomePage />, { route: '/' });
    const regions = screen.getAllByRole('region');
    const last = regions[regions.length - 1] as HTMLElement;
    expect(within(last).getByRole('heading', { level: 2 }).textContent).toBe(
      'Still got some questions',
    );
    expect(await within(last).findByRole('button', { name: 'Send enquiry' })).toBeTruthy();
  });
});
