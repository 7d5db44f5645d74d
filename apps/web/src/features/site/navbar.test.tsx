import { InMemoryCartStore, InMemorySessionStore, sessionToken } from '@netzero/core-fakes';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakePorts } from '../../test/fake-ports';
import { renderApp } from '../../test/render-app';
import { PortProvider } from '../../ui/port-context';
import { SessionProvider } from '../../ui/session-context';
import { NavAccount } from './nav-account';

const LINE = { productId: 1, quantity: 2, price: 14 };

function loggedInPorts(cartLines: number) {
  const ports = createFakePorts();
  ports.sessionStore = new InMemorySessionStore({ token: sessionToken(7), userId: '7' });
  ports.cartStore = new InMemoryCartStore({
    items: Array.from({ length: cartLines }, (_, index) => ({ ...LINE, cartItemId: index + 1 })),
  });
  return ports;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const header = () => screen.getByRole('banner');

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
}

afterEach(() => setScrollY(0));

describe('Navbar', () => {
  it('links home and to every page of the bar', async () => {
    renderApp({ route: '/ThankYouPage' });
    expect(
      within(header()).getByRole('link', { name: 'NetZero Market home' }).getAttribute('href'),
    ).toBe('/');
    const nav = mainNav();
    const hrefs = ['Home', 'Carbon Projects', 'Direct Investment', 'Resources'].map((name) =>
      within(nav).getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/', '/Carbon', '/Invest', '/Resources']);
    expect(within(header()).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe(
      '/AddToCard',
    );
  });

  it('marks Resources current on the blog list and on every article, by either spelling', async () => {
    const resources = () => within(mainNav()).getByRole('link', { name: 'Resources' });
    const { unmount } = renderApp({ route: '/Resources' });
    expect(resources().getAttribute('aria-current')).toBe('page');
    unmount();
    for (const route of ['/Blog4', '/blog1', '/Blog7/']) {
      const view = renderApp({ route });
      expect(resources().getAttribute('aria-current'), route).toBe('true');
      expect(resources().getAttribute('href')).toBe('/Resources');
      expect(
        within(mainNav()).getByRole('link', { name: 'Home' }).hasAttribute('aria-current'),
      ).toBe(false);
      view.unmount();
    }
    renderApp({ route: '/Carbon' });
    expect(resources().hasAttribute('aria-current')).toBe(false);
  });

  it('logged out: shows Login and SignUp, and no count badge even with items in the cart', async () => {
    const ports = createFakePorts();
    ports.cartStore = new InMemoryCartStore({ items: [{ ...LINE, cartItemId: 1 }] });
    renderApp({ route: '/ThankYouPage', ports });
    const login = await within(mainNav()).findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/Login');
    expect(within(mainNav()).getByRole('link', { name: 'SignUp' }).getAttribute('href')).toBe(
      '/Signup',
    );
    expect(within(header()).getByRole('link', { name: 'Cart' }).textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My dashboard' })).toBeNull();
  });

  it('logged in: shows Logout, the dashboard link and the cart count', async () => {
    // A fresh visit reads the account's cart from the server (issue 18 item 8).
    const ports = loggedInPorts(0);
    for (const productId of [1, 2, 3]) {
      await ports.cartGateway.add({ productId, quantity: 1, priceAtTime: 10 });
    }
    renderApp({ route: '/ThankYouPage', ports });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My dashboard' }).getAttribute('href')).toBe('/Admin');
    const cart = await within(header()).findByRole('link', { name: 'Cart, 3 items' });
    expect(cart.textContent).toBe('3');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'SignUp' })).toBeNull();
  });

  it('logged in with one line: the cart says "1 item", not "1 items"', async () => {
    // The server's cart is what a fresh visit shows (issue 18 item 8).
    const ports = loggedInPorts(0);
    await ports.cartGateway.add({ productId: 1, quantity: 1, priceAtTime: 10 });
    renderApp({ route: '/ThankYouPage', ports });
    await screen.findByRole('button', { name: 'Logout' });
    const cart = await within(header()).findByRole('link', { name: 'Cart, 1 item' });
    expect(cart.textContent).toBe('1');
  });

  it('logged in with an empty cart: no badge', async () => {
    renderApp({ route: '/ThankYouPage', ports: loggedInPorts(0) });
    await screen.findByRole('button', { name: 'Logout' });
    const cart = within(header()).getByRole('link', { name: 'Cart' });
    expect(cart.textContent).toBe('');
  });

  it('an expired token counts as logged out and is cleared', async () => {
    const ports = loggedInPorts(2);
    const nowSeconds = ports.clock.nowMs() / 1000;
    ports.sessionStore = new InMemorySessionStore({
      token: sessionToken(7, nowSeconds - 60),
      userId: '7',
    });
    renderApp({ route: '/ThankYouPage', ports });
    expect(await within(mainNav()).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Cart' }).textContent).toBe('');
    expect(ports.sessionStore.token).toBeNull();
  });

  it('Logout clears the token, user id, pending item and cart, and goes home', async () => {
    const ports = loggedInPorts(2);
    ports.cartStore.pendingItem = {
      title: 'Khasi Hills',
      description: '',
      image: '',
      url: null,
      priceDisplay: '$18 USD per tonne CO2',
      price: 18,
      currency: 'USD',
      productId: 2,
    };
    const { user, location } = renderApp({ route: '/ThankYouPage', ports });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(ports.sessionStore.token).toBeNull();
    expect(ports.sessionStore.userId).toBeNull();
    expect(ports.cartStore.items).toBeNull();
    expect(ports.cartStore.pendingItem).toBeNull();
    expect(await within(mainNav()).findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('keeps the account area empty of controls until the session is checked', () => {
    // The ports never load, so the stored token is never checked.
    render(
      <PortProvider container={new Promise<never>(() => undefined)}>
        <MemoryRouter>
          <SessionProvider>
            <NavAccount />
          </SessionProvider>
        </MemoryRouter>
      </PortProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const placeholder = document.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(placeholder.className).toMatch(/account/);
  });

  it('the Business dropdown opens on click, closes on Escape and gives focus back', async () => {
    const { user } = renderApp({ route: '/ThankYouPage' });
    const toggle = within(mainNav()).getByRole('button', { name: 'Business' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(header()).queryByRole('link', { name: 'Carbon Calculator' })).toBeNull();
    const listId = toggle.getAttribute('aria-controls') as string;

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(listId) as HTMLElement;
    expect(list.hidden).toBe(false);
    expect(within(list).getByRole('link', { name: 'Carbon Calculator' }).getAttribute('href')).toBe(
      '/Business',
    );
    expect(within(list).getByRole('link', { name: 'Subscription' }).getAttribute('href')).toBe(
      '/Subscription',
    );

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Carbon Calculator');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('the Business dropdown toggles with the keyboard and closes on an outside click', async () => {
    const { user } = renderApp({ route: '/ThankYouPage' });
    const toggle = within(mainNav()).getByRole('button', { name: 'Business' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Carbon Calculator');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Subscription');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(toggle);

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('following a dropdown link closes the dropdown and the menu at once and goes there', async () => {
    const { user, location } = renderApp({ route: '/ThankYouPage' });
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menu);
    const toggle = within(mainNav()).getByRole('button', { name: 'Business' });
    await user.click(toggle);
    await user.click(within(header()).getByRole('link', { name: 'Subscription' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(location()).toBe('/Subscription'));
  });

  it('a navigation started outside the bar closes the menu and the dropdown too', async () => {
    const { user, location } = renderApp({ route: '/ThankYouPage' });
    const backHome = await screen.findByRole('link', { name: 'Back to home' });
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menu);
    const toggle = within(mainNav()).getByRole('button', { name: 'Business' });
    await user.click(toggle);
    // A link of the page itself, not of the bar (the menu panel does not cover it on wide screens).
    await user.click(backHome);
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('false'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('the menu button opens the links panel and any followed link closes it', async () => {
    const { user, location } = renderApp({ route: '/ThankYouPage' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(mainNav().id);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    await user.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // A link to the page already shown closes it too.
    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the open menu and returns focus to the menu button', async () => {
    const { user } = renderApp({ route: '/ThankYouPage' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('button', { name: 'Business' }));
    await user.keyboard('{Escape}');
    // The first Escape closes the dropdown only; the second closes the menu.
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('is solid on every page other than home', async () => {
    renderApp({ route: '/ThankYouPage' });
    expect(header().className).toMatch(/scrolled/);
  });

  it('on home it is transparent at the top and solid once scrolled past 20 px', async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'We Provide Carbon Neutral Solutions' });
    expect(header().className).not.toMatch(/scrolled/);

    act(() => {
      setScrollY(20);
      fireEvent.scroll(window);
    });
    expect(header().className).not.toMatch(/scrolled/);

    act(() => {
      setScrollY(21);
      fireEvent.scroll(window);
    });
    expect(header().className).toMatch(/scrolled/);

    act(() => {
      setScrollY(0);
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(header().className).not.toMatch(/scrolled/));
  });
});
