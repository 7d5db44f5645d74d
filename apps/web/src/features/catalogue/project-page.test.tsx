import { MESSAGES } from '@netzero/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderPage } from '../../test/render-app';
import { BIOGAS, KHASI, logIn, PORTFOLIO, settle, shopPorts } from '../../test/shop-test-kit';
import { ProjectPage } from './project-page';

// Waits for the page's title: a route change renders the next page's h1 a tick later.
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('project pages (each product at its plpUrl)', () => {
  it('shows the product whose plpUrl is the path, whatever its case', async () => {
    renderApp({ route: '/KHASIHILL', ports: shopPorts() });
    await h1(KHASI.title);
    expect(screen.getByText(KHASI.description)).toBeTruthy();
    expect(screen.getByRole('img', { name: `Illustration: ${KHASI.title}` })).toBeTruthy();
    expect(screen.getByText('$10 USD per tonne CO2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });

  it('lists the facts and the SDGs as numbered chips with their UN names', async () => {
    renderPage(<ProjectPage />, { route: '/cleanbioenergy/', ports: shopPorts() });
    await h1(BIOGAS.title);
    const facts = screen.getByRole('heading', { name: 'Project facts' }).parentElement;
    if (!facts) throw new Error('no facts section');
    const terms = [...facts.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...facts.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual(['Location', 'Standard', 'Vintage', 'Available']);
    expect(values).toEqual([
      'Madhya Pradesh and Maharashtra, India',
      'Gold Standard',
      '2023',
      '25,000 tonnes CO2',
    ]);
    const goals = screen
      .getByRole('heading', { name: 'UN Sustainable Development Goals served' })
      .parentElement?.querySelectorAll('li');
    expect([...(goals ?? [])].map((goal) => goal.textContent)).toEqual([
      'SDG 1No Poverty',
      'SDG 3Good Health and Well-being',
      'SDG 5Gender Equality',
      'SDG 7Affordable and Clean Energy',
      'SDG 13Climate Action',
    ]);
  });

  it('adds to the cart as /Carbon does: logged in, the server gets one tonne, then /AddToCard', async () => {
    const ports = logIn(shopPorts());
    const { user, location } = renderApp({ route: '/Khasihill', ports });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await settle();
    expect(ports.cartGateway.script.argsOf('add')).toEqual([
      [{ productId: 3, quantity: 1, priceAtTime: 10 }],
    ]);
    // The router moves inside a transition: it waits for the lazy cart page to load.
    await waitFor(() => expect(location()).toBe('/AddToCard'));
  });

  it('logged out, adding keeps the item for after login and goes to /Login', async () => {
    const ports = shopPorts();
    const { user, location } = renderPage(<ProjectPage />, { route: '/Khasihill', ports });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await settle();
    expect(ports.cartStore.pendingItem?.productId).toBe(3);
    expect(location()).toBe('/Login');
  });

  it('shows the add-to-cart failure on the page', async () => {
    const ports = logIn(shopPorts());
    ports.cartGateway.script.failNext('add');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = renderPage(<ProjectPage />, { route: '/Khasihill', ports });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES['CART.ADD_FAILED']);
    expect(location()).toBe('/Khasihill');
  });

  it('offers Subscribe (to /Subscription) instead of Add to Cart on /card7', async () => {
    renderApp({ route: '/card7', ports: shopPorts() });
    await h1(PORTFOLIO.title);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      '/Subscription',
    );
    expect(main.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(main.getByText('$15 USD per tonne CO2')).toBeTruthy();
  });

  it('says a path that is no product page is not found, with a link to /Carbon', async () => {
    renderPage(<ProjectPage />, { route: '/Tidalpower', ports: shopPorts() });
    await h1('Project not found');
    expect(screen.getByRole('link', { name: 'Browse carbon projects' }).getAttribute('href')).toBe(
      '/Carbon',
    );
  });

  it('says it is loading, then offers a retry when the catalogue fails', async () => {
    const ports = shopPorts();
    ports.catalogueGateway.script.failNext('listProducts');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage(<ProjectPage />, { route: '/Khasihill', ports });
    expect(screen.getByText(MESSAGES['PRODUCTS.LOADING'])).toBeTruthy();
    await h1('The projects did not load');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await h1(KHASI.title);
  });
});
