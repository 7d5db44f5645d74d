import { MESSAGES } from '@netzero/core';
import { httpError, NETWORK_ERROR } from '@netzero/core-fakes';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakePorts } from '../../test/fake-ports';
import { renderApp, renderPage } from '../../test/render-app';
import { BIOGAS } from '../../test/shop-test-kit';
import { DirectPurchasePage } from './direct-purchase-page';

const buyNow = () => screen.getByRole('button', { name: /Buy Now|Opening checkout/ });
const quantityField = () => screen.getByLabelText('Quantity (metric tons of CO2)');
const emailField = () => screen.getByLabelText('Email');

async function renderPurchase(
  options: {
    ports?: ReturnType<typeof createFakePorts>;
    route?: string;
    fakeTimers?: boolean;
  } = {},
) {
  const view = renderPage(<DirectPurchasePage />, {
    route: options.route ?? '/Purchas',
    ...(options.ports ? { ports: options.ports } : {}),
    ...(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });
  await screen.findByText('$14 USD per tonne CO2');
  return view;
}

async function fillValidForm(user: Awaited<ReturnType<typeof renderPurchase>>['user']) {
  await user.clear(quantityField());
  await user.type(quantityField(), '3');
  await user.type(emailField(), 'ana@example.com');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/Purchas direct one-time checkout', () => {
  it('is the page at /Purchas, titled as the spec says, with a tab title of its own', async () => {
    renderApp({ route: '/Purchas' });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Business Carbon Offset (One Time Purchase)',
    });
    expect(document.title).toBe('One-time business offset · NetZero Market');
  });

  it('loads the price of product 1 and shows a live total', async () => {
    const { ports, user } = await renderPurchase();
    expect(ports.checkoutGateway.script.argsOf('getPrice')).toEqual([[1]]);
    expect(screen.getByText('$14.00', { selector: 'span' })).toBeTruthy();
    await user.clear(quantityField());
    await user.type(quantityField(), '3');
    expect(screen.getByText('$42.00')).toBeTruthy();
    expect(screen.getByText('3 t × $14.00')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Subscribe/ }));
    expect(screen.getByText('Total per month')).toBeTruthy();
  });

  it('takes the price from the list a server-rendered page arrived with, without a call', async () => {
    const ports = createFakePorts();
    ports.catalogueGateway.initial = [{ ...BIOGAS, id: 1, price: 16 }];
    renderPage(<DirectPurchasePage />, { route: '/Purchas', ports });
    // In the first render: the server's markup already shows it, and no contract chunk loads.
    expect(screen.getByText('$16 USD per tonne CO2')).toBeTruthy();
    expect(ports.checkoutGateway.script.argsOf('getPrice')).toEqual([]);
  });

  it('says the price failed to load, and Buy Now then says the price is not available', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.script.failNext('getPrice', NETWORK_ERROR);
    const { user } = renderPage(<DirectPurchasePage />, { route: '/Purchas', ports });
    expect(
      (await screen.findByText(MESSAGES['DIRECT_CHECKOUT.PRICE_LOAD_FAILED'])).textContent,
    ).toBe('Failed to load product price.');
    await user.type(emailField(), 'ana@example.com');
    await user.click(buyNow());
    expect(await screen.findByText('Price not available. Please try again later.')).toBeTruthy();
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([]);
  });

  it('shows the validation messages, marks the fields and focuses the first', async () => {
    const { ports, user } = await renderPurchase();
    await user.clear(quantityField());
    await user.type(quantityField(), '0');
    await user.type(emailField(), 'not-an-email');
    await user.click(buyNow());
    expect(screen.getByText(MESSAGES['DIRECT_CHECKOUT.QUANTITY_INVALID'])).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(quantityField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(quantityField());
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([]);

    // Editing a field clears its error.
    await user.type(emailField(), '@x');
    expect(emailField().getAttribute('aria-invalid')).toBe(null);
  });

  it('sends exactly the one-time payload and goes to the checkout url', async () => {
    const { ports, user } = await renderPurchase();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /Subscribe/ }));
    await user.click(buyNow());
    expect(await screen.findByText('Proceeding to checkout...')).toBeTruthy();
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([
      [
        {
          email: 'ana@example.com',
          receiptName: 'ana',
          productId: 1,
          quantity: 3,
          returnUrl: `${window.location.origin}/checkout`,
          subscribe: true,
          page: 'one-time',
        },
      ],
    ]);
    expect(ports.navigator.opened).toEqual(['https://pay.example/checkout/session-1']);
    expect((buyNow() as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts the recipient name on the receipt when given', async () => {
    const { ports, user } = await renderPurchase();
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Recipient name (optional)'), '  Acme Logistics ');
    await user.click(buyNow());
    await screen.findByText('Proceeding to checkout...');
    const request = ports.checkoutGateway.script.argsOf('createSession')[0]?.[0];
    expect(request?.receiptName).toBe('Acme Logistics');
    expect(request && 'subscribe' in request && request.subscribe).toBe(false);
  });

  it('tries 3 times, 1 s apart, on network errors, then shows the failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ports = createFakePorts();
    ports.checkoutGateway.script.failAlways('createSession', NETWORK_ERROR);
    // When each attempt is made, on vi's clock (manual advances plus the little real time that passes).
    const attemptTimes: number[] = [];
    const createSession = ports.checkoutGateway.createSession.bind(ports.checkoutGateway);
    ports.checkoutGateway.createSession = (request) => {
      attemptTimes.push(Date.now());
      return createSession(request);
    };
    const { user } = await renderPurchase({ ports, fakeTimers: true });
    await fillValidForm(user);
    await user.click(buyNow());
    await waitFor(() => expect(attemptTimes).toHaveLength(1));
    expect((buyNow() as HTMLButtonElement).disabled).toBe(true);
    expect(buyNow().textContent).toBe('Opening checkout…');

    for (const expected of [2, 3]) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      await waitFor(() => expect(attemptTimes).toHaveLength(expected));
    }
    expect(await screen.findByText('An error occurred while processing your request')).toBeTruthy();
    const gaps = attemptTimes.slice(1).map((time, index) => time - (attemptTimes[index] ?? 0));
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(1000);
      expect(gap).toBeLessThan(1500);
    }
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(attemptTimes).toHaveLength(3);
    expect((buyNow() as HTMLButtonElement).disabled).toBe(false);
    expect(ports.navigator.opened).toEqual([]);
  });

  it('stops retrying once the visitor has left the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ports = createFakePorts();
    ports.checkoutGateway.script.failAlways('createSession', NETWORK_ERROR);
    const { user, unmount } = await renderPurchase({ ports, fakeTimers: true });
    await fillValidForm(user);
    await user.click(buyNow());
    await waitFor(() =>
      expect(ports.checkoutGateway.script.argsOf('createSession')).toHaveLength(1),
    );
    unmount();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(ports.checkoutGateway.script.argsOf('createSession')).toHaveLength(1);
  });

  it('retries a 5xx and says "Failed to initiate checkout" when no message came', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ports = createFakePorts();
    ports.checkoutGateway.script.failAlways('createSession', httpError(500, undefined, 'Error'));
    const { user } = await renderPurchase({ ports, fakeTimers: true });
    await fillValidForm(user);
    await user.click(buyNow());
    for (let i = 0; i < 2; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(await screen.findByText('Failed to initiate checkout')).toBeTruthy();
    expect(ports.checkoutGateway.script.argsOf('createSession')).toHaveLength(3);
  });

  it('does not retry a 409 and shows the server message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ports = createFakePorts();
    const stock = 'Not enough carbon credits for this quantity. Please choose a smaller quantity.';
    ports.checkoutGateway.script.failNext('createSession', httpError(409, stock, 'Conflict'));
    const { user } = await renderPurchase({ ports, fakeTimers: true });
    await fillValidForm(user);
    await user.click(buyNow());
    expect(await screen.findByText(stock)).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(ports.checkoutGateway.script.argsOf('createSession')).toHaveLength(1);
    expect(ports.navigator.opened).toEqual([]);
  });

  it("shows the server's field errors under their fields", async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.script.failNext(
      'createSession',
      httpError(400, 'Please correct the highlighted fields.', 'Bad Request', {
        email: 'This address cannot receive mail.',
      }),
    );
    const { user } = await renderPurchase({ ports });
    await fillValidForm(user);
    await user.click(buyNow());
    expect(await screen.findByText('This address cannot receive mail.')).toBeTruthy();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());
  });

  it('takes the suggested quantity from ?quantity=N', async () => {
    await renderPurchase({ route: '/Purchas?quantity=12' });
    expect((quantityField() as HTMLInputElement).value).toBe('12');
    expect(screen.getByText('Suggested from your estimate: 12 t CO2.')).toBeTruthy();
    expect(screen.getByText('$168.00')).toBeTruthy();
  });

  it('ignores a ?quantity that is not a whole number of tonnes', async () => {
    await renderPurchase({ route: '/Purchas?quantity=2.5' });
    expect((quantityField() as HTMLInputElement).value).toBe('1');
    expect(screen.queryByText(/Suggested from your estimate/)).toBe(null);
  });
});
