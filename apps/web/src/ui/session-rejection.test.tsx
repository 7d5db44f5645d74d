import { type AddToCartItem, MESSAGES } from '@netzero/core';
import { sessionToken } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../adapters/http/http-client';
import { KyAuthGateway } from '../adapters/http/ky-auth-gateway';
import { KyCartGateway } from '../adapters/http/ky-cart-gateway';
import { KyOrdersGateway } from '../adapters/http/ky-orders-gateway';
import { stubFetch } from '../adapters/http/stub-fetch';
import { createFakePorts } from '../test/fake-ports';
import { renderApp } from '../test/render-app';

// Finding 6: the server rejects a revoked token with 401 on every authenticated call. These pages
// run on the fakes, except the gateway under test, which is the real one over the real HTTP
// client (where the 401 rule lives) and a stubbed server.
const EXPIRED = MESSAGES['SESSION.EXPIRED'];

function withServer() {
  const ports = createFakePorts();
  const server = stubFetch();
  const http = createHttpClient(
    { baseUrl: 'https://shop.example', fetch: server.fetch },
    { store: ports.sessionStore, events: ports.sessionEvents },
  );
  return { ports, server, http };
}

function logIn(ports: ReturnType<typeof createFakePorts>) {
  ports.sessionStore.token = `Bearer ${sessionToken(42)}`;
  ports.sessionStore.userId = '42';
}

const nav = () => within(screen.getByRole('navigation', { name: /main/i }));

describe('a token the server rejects ends the session everywhere', () => {
  it('a 401 from a cart call clears the token and user id and says the session expired', async () => {
    const { ports, server, http } = withServer();
    logIn(ports);
    ports.cartStore.save([{ cartItemId: 1, productId: 2, quantity: 1, price: 14 }]);
    server.reply(401, { message: MESSAGES['AUTH.LOGIN_REQUIRED'] }, 'Unauthorized');
    renderApp({ route: '/AddToCard', ports: { ...ports, cartGateway: new KyCartGateway(http) } });

    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(server.seen[0]?.url).toBe('https://shop.example/api/cart/get');
    expect(ports.sessionStore.token).toBeNull();
    expect(ports.sessionStore.userId).toBeNull();
    // The nav now offers to log in, and no longer counts the cart.
    await waitFor(() => expect(nav().getByRole('link', { name: /log ?in/i })).toBeTruthy());
    expect(nav().queryByRole('button', { name: /log ?out/i })).toBeNull();
    // Only why the session ended is said, not the raw fetch failure beside it (issue 18 item 15).
    await screen.findByRole('list', { name: 'Projects in your cart' });
    expect(screen.queryByText(MESSAGES['CART.FETCH_FAILED'])).toBeNull();
  });

  it('a 401 from the orders call sends the dashboard to /login, which says the session expired', async () => {
    const { ports, server, http } = withServer();
    logIn(ports);
    server.reply(401, { message: MESSAGES['AUTH.LOGIN_REQUIRED'] }, 'Unauthorized');
    const { location } = renderApp({
      route: '/Admin',
      ports: { ...ports, ordersGateway: new KyOrdersGateway(http) },
    });

    await waitFor(() => expect(location()).toBe('/Login'));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(server.seen[0]?.url).toContain('/api/orders/user');
    expect(ports.sessionStore.token).toBeNull();
  });

  it('a 401 from login (a wrong password) is not a session end', async () => {
    const { ports, server, http } = withServer();
    const pending: AddToCartItem = {
      title: 'Khasi Hills community forest',
      description: 'Community-led forest protection in Meghalaya.',
      image: '/assets/projects/khasi-hills.svg',
      url: '/Khasihill',
      priceDisplay: '$18 USD per tonne CO2',
      price: 18,
      currency: 'USD',
      productId: 3,
    };
    ports.cartStore.setPendingItem(pending);
    let rejections = 0;
    ports.sessionEvents.subscribe(() => rejections++);
    server.reply(401, { message: 'Invalid username or password' }, 'Unauthorized');
    const { user } = renderApp({
      route: '/Login',
      ports: { ...ports, authGateway: new KyAuthGateway(http) },
    });

    await user.type(await screen.findByLabelText('Username or e-mail'), 'ana');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
    expect(screen.queryByText(EXPIRED)).toBeNull();
    expect(rejections).toBe(0);
    expect(ports.cartStore.getPendingItem()).toEqual(pending);
  });
});
