import { INVESTMENT_PROJECTS } from '@netzero/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderPage } from '../../test/render-app';
import { InvestPage } from './invest-page';

describe('/Invest direct investment', () => {
  it('is the page at /Invest (any case), with one h1 and the browser title', async () => {
    renderApp({ route: '/invest' });
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Invest directly in climate projects']);
    expect(document.title).toBe('Direct investment · NetZero Market');
  });

  it('shows the six investment projects with their prices per tonne (spec §9) and what the money does', () => {
    renderPage(<InvestPage />, { route: '/Invest' });
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(INVESTMENT_PROJECTS.map((project) => project.name));
    expect(cards.map((card) => within(card).getByText(/per tonne CO2$/).textContent)).toEqual([
      '$10 USD per tonne CO2',
      '$12 USD per tonne CO2',
      '$9 USD per tonne CO2',
      '$11 USD per tonne CO2',
      '$13 USD per tonne CO2',
      '$15 USD per tonne CO2',
    ]);
    const images = cards.map((card) => card.querySelector('img')?.getAttribute('src') ?? '');
    // Six distinct illustrations (small SVGs are inlined by the bundler).
    expect(new Set(images).size).toBe(6);
    for (const src of images) expect(src).toMatch(/svg/);
    for (const card of cards) {
      expect(within(card).getByRole('list', { name: 'What your money does' })).toBeTruthy();
      expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    }
  });

  it("sends each project's Invest to the form with that project chosen", async () => {
    const { user, location } = renderApp({ route: '/Invest' });
    await screen.findByRole('heading', { level: 1, name: 'Invest directly in climate projects' });
    const invest = await screen.findByRole('link', { name: 'Invest in Water Purification' });
    expect(invest.getAttribute('href')).toBe('/InvestmentForm?project=4');
    await user.click(invest);
    const select = (await screen.findByLabelText('Project')) as HTMLSelectElement;
    expect(location()).toBe('/InvestmentForm?project=4');
    expect(select.value).toBe('4');
    expect(select.selectedOptions[0]?.textContent).toBe('Water Purification');
  });

  it('explains the three steps and links the form', () => {
    renderPage(<InvestPage />, { route: '/Invest' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'How direct investment works' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Hear from our team within 48 hours' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the investment form' }).getAttribute('href'),
    ).toBe('/InvestmentForm');
  });
});
