import { MESSAGES } from '@netzero/core';
import { httpError, NETWORK_ERROR } from '@netzero/core-fakes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakePorts, type FakePorts } from '../../test/fake-ports';
import { renderApp, renderPage } from '../../test/render-app';
import { BIOGAS, deferred, KHASI, logIn, serverLine, settle } from '../../test/shop-test-kit';
import { CheckoutRoute } from './checkout-route';

/** A logged-in buyer whose server cart holds Khasi Hills (2 t) and biogas (1 t). */
function buyerPorts(): FakePorts {
  const ports = logIn(createFakePorts());
  serverLine(ports, KHASI, 2, 11);
  serverLine(ports, BIOGAS, 1, 12);
  return ports;
}

async function renderSummary(ports: FakePorts = buyerPorts()) {
  const view = renderPage(<CheckoutRoute />, { route: '/Checkout', ports });
  await screen.findByRole('table');
  return view;
}

const buyNow = () => screen.getByRole('button', { name: /Buy Now|Placing your order/ });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/Checkout Checkout Summary', () => {
  it('is the page at /checkout in any case, titled as the spec says', async () => {
    renderApp({ route: '/checkout', ports: buyerPorts() });
    await screen.findByRole('heading', { level: 1, name: 'Checkout Summary' });
  });

  it('sends a visitor without a valid session to /Login', async () => {
    const { location } = renderPage(<CheckoutRoute />, {
      route: '/Checkout',
      ports: createFakePorts(),
    });
    await waitFor(() => expect(location()).toBe('/Login'));
  });

  it('sends a visitor without a session away without showing the page first', async () => {
    // Its header painted for a moment after hydration, and was a phone's LCP (3.1 s, issue 18).
    const headers: string[] = [];
    const watch = new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1'))
        headers.push(heading.textContent ?? '');
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const { location } = renderPage(<CheckoutRoute />, {
      route: '/Checkout',
      ports: createFakePorts(),
    });
    await waitFor(() => expect(location()).toBe('/Login'));
    watch.disconnect();
    expect(headers).not.toContain('Checkout Summary');
  });

  it('lists the server cart with quantities, line totals and the total', async () => {
    const ports = buyerPorts();
    await renderSummary(ports);
    expect(ports.cartGateway.script.methods()).toEqual(['getCart']);
    const rows = screen
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Project', 'Tonnes', 'Price per tonne', 'Amount'],
      [KHASI.title, '2', '$10.00', '$20.00'],
      [BIOGAS.title, '1', '$14.00', '$14.00'],
      ['Total', '$34.00'],
    ]);
  });

  it('Buy Now places a credit-card order and goes to the checkout url', async () => {
    const ports = buyerPorts();
    ports.ordersGateway.checkoutUrl = 'http://localhost:8080/sandbox/checkout/41';
    const { user } = await renderSummary(ports);
    await user.click(buyNow());
    await settle();
    expect(ports.ordersGateway.script.argsOf('placeOrder')).toEqual([
      [{ paymentMethod: 'CREDIT_CARD' }],
    ]);
    expect(screen.getByText(MESSAGES['CHECKOUT.PROCEEDING']).getAttribute('role')).toBe('status');
    expect(ports.navigator.opened).toEqual(['http://localhost:8080/sandbox/checkout/41']);
  });

  it('disables Buy Now while the order is being placed', async () => {
    const ports = buyerPorts();
    const held = deferred<void>();
    const place = ports.ordersGateway.placeOrder.bind(ports.ordersGateway);
    ports.ordersGateway.placeOrder = async (request) => {
      await held.promise;
      return place(request);
    };
    const { user } = await renderSummary(ports);
    await user.click(buyNow());
    expect(buyNow().textContent).toBe('Placing your order…');
    expect(buyNow().hasAttribute('disabled')).toBe(true);
    held.resolve();
    await settle();
    expect(ports.navigator.opened).toHaveLength(1);
  });

  it('says the checkout url was not received when the reply has none', async () => {
    const ports = buyerPorts();
    ports.ordersGateway.checkoutUrl = '';
    const { user } = await renderSummary(ports);
    await user.click(buyNow());
    expect((await screen.findByRole('alert')).textContent).toBe(
      MESSAGES['CART.CHECKOUT_URL_MISSING'],
    );
    expect(ports.navigator.opened).toEqual([]);
    expect(buyNow().hasAttribute('disabled')).toBe(false);
  });

  it('shows the server message of a failed order, e.g. not enough credits', async () => {
    const ports = buyerPorts();
    ports.ordersGateway.script.failNext(
      'placeOrder',
      httpError(409, MESSAGES['CHECKOUT.NOT_ENOUGH_CREDITS'], 'Conflict'),
    );
    const { user } = await renderSummary(ports);
    await user.click(buyNow());
    expect((await screen.findByRole('alert')).textContent).toBe(
      MESSAGES['CHECKOUT.NOT_ENOUGH_CREDITS'],
    );
  });

  it('says the order failed when the server gave no message or did not answer', async () => {
    const ports = buyerPorts();
    ports.ordersGateway.script.failNext('placeOrder', httpError(500, undefined, 'Server Error'));
    ports.ordersGateway.script.failNext('placeOrder', NETWORK_ERROR);
    const { user } = await renderSummary(ports);
    await user.click(buyNow());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES['CART.ORDER_FAILED']);
    await user.click(buyNow());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES['CART.ORDER_FAILED']);
    expect(ports.ordersGateway.script.methods()).toEqual(['placeOrder', 'placeOrder']);
  });

  it('sends the buyer to /Login when the token is gone at the moment of Buy Now', async () => {
    const ports = buyerPorts();
    const { user, location } = await renderSummary(ports);
    ports.sessionStore.clear();
    await user.click(buyNow());
    await waitFor(() => expect(location()).toBe('/Login'));
    expect(ports.ordersGateway.script.calls).toEqual([]);
  });

  it('shows the empty state when the server cart is empty', async () => {
    renderPage(<CheckoutRoute />, { route: '/Checkout', ports: logIn(createFakePorts()) });
    expect(await screen.findByText(MESSAGES['CART.EMPTY'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });
});
