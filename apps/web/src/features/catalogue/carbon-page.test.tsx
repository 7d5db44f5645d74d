import { MESSAGES, toAddToCartItem } from '@netzero/core';
import { httpError } from '@netzero/core-fakes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fallbackImage from '../../assets/shop-project-fallback.svg';
import { renderApp, renderPage } from '../../test/render-app';
import {
  BIOGAS,
  deferred,
  EV_FLEET,
  logIn,
  PRODUCTS,
  settle,
  shopPorts,
} from '../../test/shop-test-kit';
import { CarbonPage } from './carbon-page';

function renderCarbon(ports = shopPorts()) {
  return renderPage(<CarbonPage />, { route: '/Carbon', ports });
}

/** The card (article) of a product, found by its title. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return Object.assign(within(article), { image: () => article.querySelector('img') });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/Carbon Our Carbon Projects', () => {
  it('is the page at /carbon in any case, titled as the spec says', async () => {
    renderApp({ route: '/carbon', ports: shopPorts() });
    await screen.findByRole('heading', { level: 1, name: 'Our Carbon Projects' });
  });

  it('says it is loading, then shows a card per product with its facts and price line', async () => {
    renderCarbon();
    expect(screen.getByText(MESSAGES['PRODUCTS.LOADING'])).toBeTruthy();
    const biogas = await card(BIOGAS.title);
    expect(screen.queryByText(MESSAGES['PRODUCTS.LOADING'])).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(PRODUCTS.length);
    expect(biogas.getByText('$14 USD per tonne CO2')).toBeTruthy();
    expect(
      biogas.getByText('Madhya Pradesh and Maharashtra, India · Gold Standard · Vintage 2023'),
    ).toBeTruthy();
    expect(biogas.getByText('25,000 tonnes available')).toBeTruthy();
    expect(biogas.image()?.getAttribute('src')).toBe(BIOGAS.imageUrl);
    expect((await card(EV_FLEET.title)).getByText('$12.50 USD per tonne CO2')).toBeTruthy();
  });

  it('links READ MORE to the project page only for products that have one', async () => {
    renderCarbon();
    const biogas = await card(BIOGAS.title);
    expect(biogas.getByRole('link', { name: 'READ MORE' }).getAttribute('href')).toBe(
      '/CleanBioEnergy',
    );
    const fleet = await card(EV_FLEET.title);
    expect(fleet.queryByRole('link', { name: 'READ MORE' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'READ MORE' })).toHaveLength(3);
  });

  it('draws the default illustration when a product has no image or it fails to load', async () => {
    renderCarbon();
    const fleet = await card(EV_FLEET.title);
    expect(fleet.image()?.getAttribute('src')).toBe(fallbackImage);
    const biogas = await card(BIOGAS.title);
    biogas.image()?.dispatchEvent(new Event('error'));
    await settle();
    expect(biogas.image()?.getAttribute('src')).toBe(fallbackImage);
  });

  it('starts from the list the server rendered the page with, then refreshes it without a loading state', async () => {
    const ports = shopPorts();
    ports.catalogueGateway.initial = [BIOGAS];
    renderCarbon(ports);
    // The first render is the server's: no loading message, the card at once.
    expect(screen.queryByText(MESSAGES['PRODUCTS.LOADING'])).toBeNull();
    expect(screen.getByRole('heading', { name: BIOGAS.title })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // Then the live list replaces it.
    await card(EV_FLEET.title);
    expect(screen.getAllByRole('article')).toHaveLength(PRODUCTS.length);
    expect(ports.catalogueGateway.script.methods()).toEqual(['listProducts']);
  });

  it('keeps the list the page arrived with when its refresh fails', async () => {
    const ports = shopPorts();
    ports.catalogueGateway.initial = [BIOGAS];
    ports.catalogueGateway.script.failNext('listProducts', httpError(500));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCarbon(ports);
    await settle();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: BIOGAS.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The projects did not load' })).toBeNull();
  });

  it('logs a failed load, ends the loading state and offers a retry that loads again', async () => {
    const ports = shopPorts();
    ports.catalogueGateway.script.failNext('listProducts', httpError(500));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderCarbon(ports);
    expect(
      (await screen.findByRole('heading', { name: 'The projects did not load' })).tagName,
    ).toBe('H2');
    expect(screen.queryByText(MESSAGES['PRODUCTS.LOADING'])).toBeNull();
    expect(logged).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await card(BIOGAS.title);
    expect(ports.catalogueGateway.script.methods()).toEqual(['listProducts', 'listProducts']);
  });

  it('logged out: Add to Cart keeps the item as pending and goes to /Login', async () => {
    const ports = shopPorts();
    const { user, location } = renderCarbon(ports);
    await user.click((await card(BIOGAS.title)).getByRole('button', { name: 'Add to Cart' }));
    await settle();
    expect(location()).toBe('/Login');
    expect(ports.cartStore.pendingItem).toEqual(toAddToCartItem(BIOGAS, '$14 USD per tonne CO2'));
    expect(ports.cartGateway.script.calls).toEqual([]);
  });

  it('logged in: Add to Cart adds one tonne on the server and goes to /AddToCard', async () => {
    const ports = logIn(shopPorts());
    const { user, location } = renderCarbon(ports);
    await user.click((await card(BIOGAS.title)).getByRole('button', { name: 'Add to Cart' }));
    await settle();
    expect(location()).toBe('/AddToCard');
    expect(ports.cartGateway.script.argsOf('add')).toEqual([
      [{ productId: 1, quantity: 1, priceAtTime: 14 }],
    ]);
    expect(ports.cartGateway.script.argsOf('getUserCart')).toEqual([['7']]);
    expect(ports.cartStore.load().map((line) => [line.productId, line.quantity])).toEqual([[1, 1]]);
  });

  it('shows the spec message next to the product when adding fails, and stays', async () => {
    const ports = logIn(shopPorts());
    ports.cartGateway.script.failNext('add');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = renderCarbon(ports);
    const biogas = await card(BIOGAS.title);
    await user.click(biogas.getByRole('button', { name: 'Add to Cart' }));
    expect((await biogas.findByRole('alert')).textContent).toBe(MESSAGES['CART.ADD_FAILED']);
    expect(location()).toBe('/Carbon');
    expect(biogas.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('shows the button busy while adding, and holds every other Add to Cart meanwhile', async () => {
    const ports = logIn(shopPorts());
    const held = deferred<void>();
    const add = ports.cartGateway.add.bind(ports.cartGateway);
    ports.cartGateway.add = async (request) => {
      await held.promise;
      return add(request);
    };
    const { user, location } = renderCarbon(ports);
    const biogas = await card(BIOGAS.title);
    await user.click(biogas.getByRole('button', { name: 'Add to Cart' }));
    const busy = biogas.getByRole('button', { name: 'Adding…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    for (const button of screen.getAllByRole('button', { name: 'Add to Cart' })) {
      expect(button.hasAttribute('disabled')).toBe(true);
    }
    held.resolve();
    await settle();
    expect(location()).toBe('/AddToCard');
  });
});
