import { MESSAGES } from '@netzero/core';
import { sessionToken } from '@netzero/core-fakes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillCopy } from '../../content/fill-copy';
import { SITE_COPY } from '../../content/site.copy';
import { createFakePorts, type FakePorts } from '../../test/fake-ports';
import { renderApp, renderPage } from '../../test/render-app';
import {
  BIOGAS,
  deferred,
  EV_FLEET,
  KHASI,
  localLine,
  logIn,
  serverLine,
  settle,
} from '../../test/shop-test-kit';
import { CartPage } from './cart-page';

function renderCart(ports: FakePorts = createFakePorts()) {
  return renderPage(<CartPage />, { route: '/AddToCard', ports });
}

/** The cart line (list item) of a project, found by its title. */
async function line(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no line for ${title}`);
  return within(item);
}

const quantityOf = (row: Awaited<ReturnType<typeof line>>) =>
  row.getByRole('status', { hidden: true }).textContent;
const totalCost = () => screen.getByText('Total Cost').nextElementSibling?.textContent;

/** A logged-out visitor whose local cart holds biogas (1 t) and the EV fleet (3 t). */
function localCartPorts(): FakePorts {
  const ports = createFakePorts();
  ports.cartStore.save([localLine(BIOGAS, 1, 101), localLine(EV_FLEET, 3, 102)]);
  return ports;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/AddToCard Your Selected Carbon Projects', () => {
  it('is the page at /addtocard in any case, titled as the spec says', async () => {
    renderApp({ route: '/addtocard' });
    await screen.findByRole('heading', { level: 1, name: 'Your Selected Carbon Projects' });
  });

  it('logged out: shows the local cart with prices, line totals and the Total Cost', async () => {
    renderCart(localCartPorts());
    const biogas = await line(BIOGAS.title);
    expect(biogas.getByText('$14.00 per tonne')).toBeTruthy();
    expect(quantityOf(biogas)).toBe('1 t');
    const fleet = await line(EV_FLEET.title);
    expect(fleet.getByText('$37.50')).toBeTruthy();
    expect(totalCost()).toBe('$51.50');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe(
      '/Checkout',
    );
    expect(screen.getByRole('link', { name: 'Add More Projects' }).getAttribute('href')).toBe(
      '/Carbon',
    );
  });

  it('logged out: + and − change the local cart, and − is unavailable at 1 tonne', async () => {
    const ports = localCartPorts();
    const { user } = renderCart(ports);
    const biogas = await line(BIOGAS.title);
    const less = biogas.getByRole('button', { name: `Remove one tonne of ${BIOGAS.title}` });
    expect(less.getAttribute('aria-disabled')).toBe('true');
    await user.click(less);
    expect(quantityOf(biogas)).toBe('1 t');
    await user.click(biogas.getByRole('button', { name: `Add one tonne of ${BIOGAS.title}` }));
    expect(quantityOf(biogas)).toBe('2 t');
    expect(less.getAttribute('aria-disabled')).toBe('false');
    expect(totalCost()).toBe('$65.50');
    await user.click(less);
    await user.click(less);
    expect(quantityOf(biogas)).toBe('1 t');
    expect(ports.cartStore.load().map((item) => item.quantity)).toEqual([1, 3]);
    const fleet = await line(EV_FLEET.title);
    await user.click(fleet.getByRole('button', { name: `Remove one tonne of ${EV_FLEET.title}` }));
    expect(quantityOf(fleet)).toBe('2 t');
    expect(ports.cartStore.load().map((item) => item.quantity)).toEqual([1, 2]);
    expect(ports.cartGateway.script.calls).toEqual([]);
  });

  it('names every Remove button for its project, so a list of buttons tells them apart', async () => {
    renderCart(localCartPorts());
    await line(BIOGAS.title);
    const names = screen
      .getAllByRole('button', { name: /^Remove(?! one tonne)/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([`Remove ${BIOGAS.title}`, `Remove ${EV_FLEET.title}`]);
  });

  it('logged out: Remove takes the line out; the last one leaves the empty state', async () => {
    const ports = localCartPorts();
    const { user } = renderCart(ports);
    await user.click(
      (await line(BIOGAS.title)).getByRole('button', { name: `Remove ${BIOGAS.title}` }),
    );
    expect(screen.queryByRole('heading', { name: BIOGAS.title })).toBeNull();
    expect(totalCost()).toBe('$37.50');
    await user.click(
      (await line(EV_FLEET.title)).getByRole('button', { name: `Remove ${EV_FLEET.title}` }),
    );
    expect(screen.getByText(MESSAGES['CART.EMPTY'])).toBeTruthy();
    expect(ports.cartStore.load()).toEqual([]);
  });

  it('shows the empty state, with a link to /Carbon, when nothing was added', async () => {
    renderCart();
    expect((await screen.findByText(MESSAGES['CART.EMPTY'])).textContent).toBe(
      'No projects added yet.',
    );
    expect(screen.getByRole('link', { name: 'Browse carbon projects' }).getAttribute('href')).toBe(
      '/Carbon',
    );
    expect(screen.queryByText('Total Cost')).toBeNull();
  });

  it('logged in: shows the server cart and sends changes to the server, re-reading it', async () => {
    const ports = logIn(createFakePorts());
    serverLine(ports, KHASI, 2, 11);
    serverLine(ports, BIOGAS, 1, 12);
    const { user } = renderCart(ports);
    const khasi = await line(KHASI.title);
    expect(ports.cartGateway.script.methods()).toEqual(['getCart']);
    expect(totalCost()).toBe('$34.00');

    await user.click(khasi.getByRole('button', { name: `Add one tonne of ${KHASI.title}` }));
    await settle();
    expect(ports.cartGateway.script.argsOf('update')).toEqual([[{ cartItemId: 11, quantity: 3 }]]);
    expect(quantityOf(khasi)).toBe('3 t');
    expect(totalCost()).toBe('$44.00');

    await user.click(
      (await line(BIOGAS.title)).getByRole('button', { name: `Remove ${BIOGAS.title}` }),
    );
    await settle();
    expect(ports.cartGateway.script.argsOf('remove')).toEqual([[12]]);
    expect(ports.cartGateway.script.methods()).toEqual([
      'getCart',
      'update',
      'getCart',
      'remove',
      'getCart',
    ]);
    expect(screen.queryByRole('heading', { name: BIOGAS.title })).toBeNull();
    expect(ports.cartStore.load().map((item) => item.cartItemId)).toEqual([11]);
  });

  it('logged in: keeps the nav badge in step with the cart after loading and after a change', async () => {
    const ports = logIn(createFakePorts());
    serverLine(ports, KHASI, 2, 11);
    serverLine(ports, BIOGAS, 1, 12);
    const { user } = renderApp({ route: '/AddToCard', ports });
    const cartLink = (count: number) =>
      screen.findByRole('link', { name: fillCopy(SITE_COPY.nav.cartWithCount, { count }) });
    expect(await cartLink(2)).toBeTruthy();
    await user.click(
      (await line(BIOGAS.title)).getByRole('button', { name: `Remove ${BIOGAS.title}` }),
    );
    expect(await screen.findByRole('link', { name: SITE_COPY.nav.cartWithOne })).toBeTruthy();
  });

  it('logged in: a failed change shows the catalogue message and keeps the cart', async () => {
    const ports = logIn(createFakePorts());
    serverLine(ports, KHASI, 2, 11);
    ports.cartGateway.script.failNext('update');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderCart(ports);
    const khasi = await line(KHASI.title);
    await user.click(khasi.getByRole('button', { name: `Add one tonne of ${KHASI.title}` }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES['CART.SYNC_FAILED']);
    expect(quantityOf(khasi)).toBe('2 t');
    expect(ports.cartGateway.lines[0]?.quantity).toBe(2);
  });

  it('logged in: a failed load says so and shows the local cart unchanged', async () => {
    const ports = logIn(localCartPorts());
    ports.cartGateway.script.failNext('getCart');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCart(ports);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES['CART.FETCH_FAILED']);
    expect(await line(BIOGAS.title)).toBeTruthy();
    expect(totalCost()).toBe('$51.50');
  });

  it('holds every control while a change is on its way', async () => {
    const ports = logIn(createFakePorts());
    serverLine(ports, KHASI, 2, 11);
    const held = deferred<void>();
    const update = ports.cartGateway.update.bind(ports.cartGateway);
    let updates = 0;
    ports.cartGateway.update = async (request) => {
      updates += 1;
      await held.promise;
      return update(request);
    };
    const { user } = renderCart(ports);
    const khasi = await line(KHASI.title);
    await user.click(khasi.getByRole('button', { name: `Add one tonne of ${KHASI.title}` }));
    const [less, more, remove] = khasi.getAllByRole('button');
    // − and + wait with aria-disabled so that the focus stays on them; Remove is disabled.
    expect([less, more].map((button) => button?.getAttribute('aria-disabled'))).toEqual([
      'true',
      'true',
    ]);
    expect(remove?.hasAttribute('disabled')).toBe(true);
    // A press while waiting sends nothing more.
    await user.click(khasi.getByRole('button', { name: `Add one tonne of ${KHASI.title}` }));
    expect(updates).toBe(1);
    held.resolve();
    await settle();
    expect(
      khasi.getByRole('button', { name: `Remove ${KHASI.title}` }).hasAttribute('disabled'),
    ).toBe(false);
    expect(quantityOf(khasi)).toBe('3 t');
  });

  it('says the session expired when the stored token is past its expiry', async () => {
    const ports = localCartPorts();
    ports.sessionStore.token = sessionToken(7, Date.UTC(2020, 0, 1) / 1000);
    ports.sessionStore.userId = '7';
    renderCart(ports);
    expect(await screen.findByText(MESSAGES['SESSION.EXPIRED'])).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/Login');
    expect(ports.sessionStore.token).toBeNull();
    expect(await line(BIOGAS.title)).toBeTruthy();
    expect(ports.cartGateway.script.calls).toEqual([]);
  });

  it('says the token is invalid when the stored token is malformed', async () => {
    const ports = localCartPorts();
    ports.sessionStore.token = 'not-a-jwt';
    renderCart(ports);
    expect(await screen.findByText(MESSAGES['SESSION.INVALID_TOKEN'])).toBeTruthy();
    expect(ports.sessionStore.token).toBeNull();
  });
});
