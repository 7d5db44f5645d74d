import { type AddToCartItem, type IssuedSession, LOGIN_REDIRECT_DELAY_MS, ok } from '@netzero/core';
import { httpError, NETWORK_ERROR, sessionToken } from '@netzero/core-fakes';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakePorts } from '../../test/fake-ports';
import { renderApp, renderPage } from '../../test/render-app';
import { useSession } from '../../ui/session-context';
import { advance, authPorts, clickHeld, holdTime, liveTexts, settle } from './auth-test-kit';
import { LoginPage } from './login-page';

const PENDING: AddToCartItem = {
  title: 'Khasi Hills community forest',
  description: 'Community-led forest protection in Meghalaya.',
  image: '/assets/projects/khasi-hills.svg',
  url: '/Khasihill',
  priceDisplay: '$18 USD per tonne CO2',
  price: 18,
  currency: 'USD',
  productId: 3,
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

// The page alone: other routes render nothing, so a redirect shows at once in location().
async function openLogin(ports: FakePorts = authPorts(), route = '/Login') {
  const view = renderPage(<LoginPage />, {
    route,
    path: '/Login',
    ports,
    advanceTimers: vi.advanceTimersByTime,
  });
  await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
  return view;
}

function field(name: string): HTMLInputElement {
  return screen.getByLabelText(name) as HTMLInputElement;
}

async function fillIn(
  view: Awaited<ReturnType<typeof openLogin>>,
  username: string,
  password: string,
) {
  await view.user.type(field('Username or e-mail'), username);
  await view.user.type(field('Password'), password);
}

async function submit(view: Awaited<ReturnType<typeof openLogin>>) {
  await view.user.click(loginButton());
  await settle();
}

function loginButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
}

describe('/Login form', () => {
  it('requires both fields, focuses the first empty one and sends nothing', async () => {
    const view = await openLogin();
    await submit(view);

    expect(screen.getByText('Username is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(field('Username or e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Username or e-mail'));
    expect(view.ports.authGateway.script.calls).toEqual([]);

    await view.user.type(field('Username or e-mail'), 'ada');
    expect(screen.queryByText('Username is required.')).toBeNull();
    await submit(view);
    expect(document.activeElement).toBe(field('Password'));
  });

  it('links to the password reset and the signup pages', async () => {
    await openLogin();
    expect(document.title).toBe('Log in to your account · NetZero Market');
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/ResetPassword',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/Signup');
  });

  it('shows and hides the password with a pressed toggle that keeps focus', async () => {
    const view = await openLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(field('Password').type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await view.user.click(toggle);
    expect(field('Password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(toggle);

    await view.user.keyboard('{Enter}');
    expect(field('Password').type).toBe('password');
  });

  it('sends the trimmed username and the password as typed', async () => {
    const view = await openLogin();
    await fillIn(view, '  ada ', 'correct-horse-9');
    await submit(view);
    expect(view.ports.authGateway.script.argsOf('login')).toEqual([
      [{ username: 'ada', password: 'correct-horse-9' }],
    ]);
  });

  it("shows the server's message when the login is refused", async () => {
    const view = await openLogin();
    await fillIn(view, 'ada', 'wrong-password');
    await submit(view);
    expect(liveTexts('alert')).toEqual(['Invalid username or password']);

    view.ports.authGateway.script.failNext(
      'login',
      httpError(
        429,
        'Too many attempts. Please wait 60 seconds and try again.',
        'Too Many Requests',
      ),
    );
    await submit(view);
    expect(
      screen.getByText('Too many attempts. Please wait 60 seconds and try again.'),
    ).toBeTruthy();
    expect(view.ports.sessionStore.token).toBeNull();
  });

  it("falls back to 'Invalid username or password' when the failure has no message", async () => {
    const ports = authPorts();
    ports.authGateway.script.failNext('login', httpError(500, undefined, 'Internal Server Error'));
    const view = await openLogin(ports);
    await fillIn(view, 'ada', 'correct-horse-9');
    await submit(view);
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  it("shows the reply's message, else the fallback, when the reply carries no token", async () => {
    const ports = authPorts();
    const login = vi.spyOn(ports.authGateway, 'login');
    const reply = (value: IssuedSession) => Promise.resolve(ok(value));
    login.mockReturnValueOnce(reply({ token: '', userId: '42', message: 'Account not confirmed' }));
    login.mockReturnValueOnce(reply({ token: '', userId: '42', message: '' }));
    const view = await openLogin(ports);
    await fillIn(view, 'ada', 'correct-horse-9');

    await submit(view);
    expect(screen.getByText('Account not confirmed')).toBeTruthy();
    await submit(view);
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
    expect(ports.sessionStore.token).toBeNull();
  });

  it("rejects a token without a dot with 'Invalid token format' and stores nothing", async () => {
    const ports = authPorts();
    ports.authGateway.issueToken = () => 'Bearer not-a-jwt';
    const view = await openLogin(ports);
    await fillIn(view, 'ada', 'correct-horse-9');
    await submit(view);
    expect(screen.getByText('Invalid token format')).toBeTruthy();
    expect(ports.sessionStore.token).toBeNull();
    expect(view.location()).toBe('/Login');
  });

  it('says so when the server cannot be reached', async () => {
    const ports = authPorts();
    ports.authGateway.script.failNext('login', NETWORK_ERROR);
    const view = await openLogin(ports);
    await fillIn(view, 'ada', 'correct-horse-9');
    await submit(view);
    expect(liveTexts('alert')).toEqual(['Network error, please try again.']);
    expect(loginButton().disabled).toBe(false);
  });

  it('disables the Login button while the request is under way', async () => {
    const ports = authPorts();
    let answer: (value: Awaited<ReturnType<typeof ports.authGateway.login>>) => void = () => {};
    vi.spyOn(ports.authGateway, 'login').mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const view = await openLogin(ports);
    await fillIn(view, 'ada', 'correct-horse-9');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));

    const sending = screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    answer({ ok: false, error: httpError(401, 'Invalid username or password') });
    await settle();
    expect(loginButton().disabled).toBe(false);
  });
});

describe('/Login success', () => {
  it('stores the token as received and the user id, then goes to /Carbon after exactly 2 s', async () => {
    const view = await openLogin();
    await fillIn(view, 'ada', 'correct-horse-9');
    holdTime();
    await clickHeld(loginButton());

    expect(liveTexts('status')).toEqual(['Successfully logged in! Redirecting...']);
    expect(liveTexts('alert')).toEqual([]);
    expect(view.ports.sessionStore.token).toBe(`Bearer ${sessionToken('42')}`);
    expect(view.ports.sessionStore.userId).toBe('42');
    expect(loginButton().disabled).toBe(true);
    // The account's cart is read at login, so the badge counts it at once (issue 18 item 8).
    expect(view.ports.cartGateway.script.calls).toEqual([{ method: 'getCart', args: [] }]);

    await advance(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(view.location()).toBe('/Login');
    await advance(1);
    expect(view.location()).toBe('/Carbon');
  });

  it('pushes the item that waited for login to the cart, then goes to /AddToCard after 2 s', async () => {
    const ports = authPorts();
    ports.cartStore.setPendingItem(PENDING);
    const view = await openLogin(ports);
    await fillIn(view, 'ada', 'correct-horse-9');
    holdTime();
    await clickHeld(loginButton());

    expect(ports.cartGateway.script.argsOf('add')).toEqual([
      [{ productId: 3, quantity: 1, priceAtTime: 18 }],
    ]);
    expect(ports.cartGateway.script.argsOf('getUserCart')).toEqual([['42']]);
    expect(ports.cartStore.getPendingItem()).toBeNull();
    expect(ports.cartStore.load().map((line) => line.productId)).toEqual([3]);

    await advance(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(view.location()).toBe('/Login');
    await advance(1);
    expect(view.location()).toBe('/AddToCard');
  });

  it('refreshes the session once the cart has the item, so the nav badge counts it', async () => {
    function CartCountProbe() {
      return <p data-testid="cart-count">{useSession().cartCount}</p>;
    }
    const ports = authPorts();
    ports.cartStore.setPendingItem(PENDING);
    const view = renderPage(
      <>
        <LoginPage />
        <CartCountProbe />
      </>,
      { route: '/Login', path: '/Login', ports, advanceTimers: vi.advanceTimersByTime },
    );
    await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    await fillIn(view, 'ada', 'correct-horse-9');
    await submit(view);
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
  });

  it('merges the lines kept on this device into the account cart (issue 18 item 9)', async () => {
    const ports = authPorts();
    await ports.cartGateway.add({ productId: 9, quantity: 2, priceAtTime: 25 });
    ports.cartStore.save([{ cartItemId: 1_700_000_000_000, productId: 4, quantity: 3, price: 14 }]);
    const view = await openLogin(ports);
    await fillIn(view, 'ada', 'correct-horse-9');
    holdTime();
    await clickHeld(loginButton());

    expect(ports.cartGateway.script.argsOf('add').slice(1)).toEqual([
      [{ productId: 4, quantity: 3, priceAtTime: 14 }],
    ]);
    const lines = ports.cartStore.load().map((line) => [line.productId, line.quantity]);
    expect(lines).toEqual([
      [9, 2],
      [4, 3],
    ]);
    expect(ports.cartGateway.lines.map((line) => line.productId)).toEqual([9, 4]);
  });

  it('a login started from checkout goes on to checkout with the merged cart', async () => {
    const ports = authPorts();
    ports.cartStore.save([{ cartItemId: 1_700_000_000_000, productId: 4, quantity: 3, price: 14 }]);
    const view = renderApp({ route: '/Checkout', ports, advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
    expect(view.location()).toBe('/Login');
    await fillIn(view, 'ada', 'correct-horse-9');
    holdTime();
    await clickHeld(loginButton());
    await advance(LOGIN_REDIRECT_DELAY_MS);

    expect(view.location()).toBe('/Checkout');
    vi.useRealTimers(); // the checkout page's code loads on its own time
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout Summary' })).toBeTruthy();
    expect(ports.cartGateway.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [4, 3],
    ]);
  });

  it('says the item could not be added but still goes to /AddToCard', async () => {
    const ports = authPorts();
    ports.cartStore.setPendingItem(PENDING);
    ports.cartGateway.script.failNext('add', httpError(503, 'Service unavailable'));
    const view = await openLogin(ports);
    await fillIn(view, 'ada', 'correct-horse-9');
    holdTime();
    await clickHeld(loginButton());

    expect(liveTexts('alert')).toEqual(['Failed to add item to cart. Please try again later.']);
    expect(liveTexts('status')).toEqual(['Successfully logged in! Redirecting...']);
    await advance(LOGIN_REDIRECT_DELAY_MS);
    expect(view.location()).toBe('/AddToCard');
  });

  it('does not redirect once the visitor has left the page', async () => {
    const view = await openLogin();
    await fillIn(view, 'ada', 'correct-horse-9');
    holdTime();
    await clickHeld(loginButton());
    await clickHeld(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(view.location()).toBe('/ResetPassword');

    await advance(LOGIN_REDIRECT_DELAY_MS * 2);
    expect(view.location()).toBe('/ResetPassword');
  });
});

describe('/Login notices and the logged-in state', () => {
  it('confirms the e-mail address after the confirmation link', async () => {
    await openLogin(authPorts(), '/Login?verified=1');
    expect(liveTexts('status')).toEqual(['Your e-mail address is confirmed.']);
  });

  it('says when the confirmation link was not valid', async () => {
    await openLogin(authPorts(), '/Login?verified=0');
    expect(liveTexts('alert')).toEqual(['This confirmation link is invalid or has expired.']);
  });

  it('tells that the last session expired', async () => {
    const ports = authPorts();
    ports.sessionStore.setToken(sessionToken('42', 1000));
    await openLogin(ports);
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
    expect(ports.sessionStore.token).toBeNull();
  });

  it('tells that the stored token was malformed', async () => {
    const ports = authPorts();
    ports.sessionStore.setToken('garbage');
    await openLogin(ports);
    expect(await screen.findByText('Invalid token. Please log in again.')).toBeTruthy();
  });

  it('is the page the app shows at /Login, without the footer', async () => {
    renderApp({ route: '/login', ports: authPorts() });
    await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows a logged-in visitor the way on instead of the form', async () => {
    const ports = authPorts();
    ports.sessionStore.setToken(sessionToken('42'));
    ports.sessionStore.setUserId('42');
    renderApp({ route: '/Login', ports });

    await screen.findByRole('heading', { level: 1, name: 'You are logged in' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' }).getAttribute('href')).toBe(
      '/Admin',
    );
    expect(screen.getByRole('link', { name: 'Browse carbon projects' }).getAttribute('href')).toBe(
      '/Carbon',
    );
  });

  it('confirms the e-mail address to a visitor who opens the link while logged in', async () => {
    const ports = authPorts();
    ports.sessionStore.setToken(sessionToken('42'));
    ports.sessionStore.setUserId('42');
    renderApp({ route: '/Login?verified=1', ports });

    await screen.findByRole('heading', { level: 1, name: 'You are logged in' });
    expect(liveTexts('status')).toEqual(['Your e-mail address is confirmed.']);
  });
});
