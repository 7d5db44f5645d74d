import { MESSAGES } from '@netzero/core';
import { httpError, NETWORK_ERROR } from '@netzero/core-fakes';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakePorts } from '../../test/fake-ports';
import { renderApp, renderPage } from '../../test/render-app';
import { OnetimePage } from './onetime-page';

const quantity = () => screen.getByLabelText('Quantity (metric tons of CO2)') as HTMLInputElement;
const fullName = () => screen.getByLabelText('Full name');
const phone = () => screen.getByLabelText('Phone');
const email = () => screen.getByLabelText('Email');
const buyNow = () => screen.getByRole('button', { name: /Buy Now|Opening checkout/ });

function renderOnetime(
  options: {
    route?: string;
    ports?: ReturnType<typeof createFakePorts>;
    fakeTimers?: boolean;
  } = {},
) {
  return renderPage(<OnetimePage />, {
    route: options.route ?? '/Onetime',
    ...(options.ports ? { ports: options.ports } : {}),
    ...(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });
}

async function fillValid(user: ReturnType<typeof renderOnetime>['user'], tonnes = '3') {
  await user.clear(quantity());
  await user.type(quantity(), tonnes);
  await user.type(fullName(), '  Priya Raman ');
  await user.type(phone(), '(022) 5550-1234');
  await user.type(email(), ' priya@example.com ');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/Onetime', () => {
  it('is the page at /Onetime, with the fixed $14 per tonne and a live total', async () => {
    const { user } = renderApp({ route: '/Onetime' });
    await screen.findByRole('heading', { level: 1, name: 'Offset a fixed amount of CO2' });
    expect(screen.getByText('$14 USD per tonne CO2')).toBeTruthy();
    expect(quantity().value).toBe('1');
    expect(screen.getByText('$14.00')).toBeTruthy();
    await user.clear(quantity());
    await user.type(quantity(), '12');
    expect(screen.getByText('$168.00')).toBeTruthy();
    expect(screen.getByText('12 t × $14.00')).toBeTruthy();
  });

  it('prefills the quantity from ?quantity=N and says where it came from', async () => {
    renderOnetime({ route: '/Onetime?quantity=11' });
    expect(quantity().value).toBe('11');
    expect(screen.getByText('From your estimate: 11 t CO2. Change it if you like.')).toBeTruthy();
    expect(screen.getByText('$154.00')).toBeTruthy();
  });

  it('ignores a quantity that is not a positive number', () => {
    renderOnetime({ route: '/Onetime?quantity=-4' });
    expect(quantity().value).toBe('1');
  });

  it('shows the four §5 messages, marks the fields, focuses the first and sends nothing', async () => {
    const { ports, user } = renderOnetime();
    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.type(phone(), '12345');
    await user.type(email(), 'nobody@');
    await user.click(buyNow());
    expect(screen.getByText('Please enter a valid quantity (must be > 0)')).toBeTruthy();
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(
      screen.getByText(
        'Enter a valid phone number: 10 to 15 digits (spaces, +, - and brackets are fine)',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    for (const field of [quantity(), fullName(), phone(), email()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(quantity());
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([]);
    expect(screen.queryByText(MESSAGES['ONE_TIME.SUBMITTED'])).toBeNull();

    await user.type(fullName(), 'P');
    expect(fullName().getAttribute('aria-invalid')).toBe(null);

    // A phone is 10 to 15 digits: 16 are refused, not silently cut.
    await user.clear(phone());
    await user.type(phone(), '+91 22 5550 1234 5678');
    await user.click(buyNow());
    expect((phone() as HTMLInputElement).value).toBe('+91 22 5550 1234 5678');
    expect(phone().getAttribute('aria-invalid')).toBe('true');
  });

  it('accepts the site\'s own "+1 (415) 555-0134" and refuses "----------"', async () => {
    const { user } = renderOnetime();
    await fillValid(user);
    await user.clear(phone());
    await user.type(phone(), '----------');
    await user.click(buyNow());
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    await user.clear(phone());
    await user.type(phone(), '+1 (415) 555-0134');
    await user.click(buyNow());
    expect(phone().getAttribute('aria-invalid')).toBe(null);
    expect(await screen.findByText('Proceeding to checkout...')).toBeTruthy();
  });

  it('starts the real direct checkout of product 1 and goes to the payment page', async () => {
    const { ports, user } = renderOnetime();
    await fillValid(user);
    await user.click(buyNow());
    expect(await screen.findByText('Proceeding to checkout...')).toBeTruthy();
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([
      [
        {
          email: 'priya@example.com',
          receiptName: 'Priya Raman',
          productId: 1,
          quantity: 3,
          returnUrl: `${window.location.origin}/checkout`,
          subscribe: false,
          page: 'one-time',
        },
      ],
    ]);
    expect(ports.navigator.opened).toEqual(['https://pay.example/checkout/session-1']);
    expect((buyNow() as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the form was submitted while the checkout opens', async () => {
    const ports = createFakePorts();
    let release: () => void = () => undefined;
    const createSession = ports.checkoutGateway.createSession.bind(ports.checkoutGateway);
    ports.checkoutGateway.createSession = (request) =>
      new Promise((resolve) => {
        release = () => resolve(createSession(request));
      });
    const { user } = renderOnetime({ ports });
    await fillValid(user);
    await user.click(buyNow());
    expect(screen.getByText('Form submitted successfully!')).toBeTruthy();
    expect(buyNow().textContent).toBe('Opening checkout…');
    await act(async () => release());
    expect(screen.getByText('Proceeding to checkout...')).toBeTruthy();
    expect(screen.queryByText('Form submitted successfully!')).toBeNull();
  });

  it('rounds a part tonne up to whole tonnes for checkout and says so', async () => {
    const { ports, user } = renderOnetime();
    await fillValid(user, '2.4');
    expect(screen.getByText('2.4 t is rounded up to 3 t at checkout.')).toBeTruthy();
    expect(screen.getByText('$42.00')).toBeTruthy();
    await user.click(buyNow());
    await screen.findByText('Proceeding to checkout...');
    expect(ports.checkoutGateway.script.argsOf('createSession')[0]?.[0].quantity).toBe(3);
  });

  it('tries 3 times, 1 s apart, then shows the failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ports = createFakePorts();
    ports.checkoutGateway.script.failAlways('createSession', NETWORK_ERROR);
    const { user } = renderOnetime({ ports, fakeTimers: true });
    await fillValid(user);
    await user.click(buyNow());
    expect(ports.checkoutGateway.script.argsOf('createSession').length).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(ports.checkoutGateway.script.argsOf('createSession').length).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(ports.checkoutGateway.script.argsOf('createSession').length).toBe(3);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while processing your request',
    );
    expect(ports.navigator.opened).toEqual([]);
    expect((buyNow() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server message of a refused checkout and its field errors', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.script.failNext(
      'createSession',
      httpError(400, 'Please correct the highlighted fields.', 'Bad Request', {
        receiptName: 'Use at most 120 characters.',
      }),
    );
    const { user } = renderOnetime({ ports });
    await fillValid(user);
    await user.click(buyNow());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please correct the highlighted fields.',
    );
    expect(screen.getByText('Use at most 120 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(fullName());
    expect(ports.checkoutGateway.script.argsOf('createSession').length).toBe(1);
  });

  it('shows the out-of-stock answer as the server sent it', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.script.failNext(
      'createSession',
      httpError(409, MESSAGES['CHECKOUT.NOT_ENOUGH_CREDITS'], 'Conflict'),
    );
    const { user } = renderOnetime({ ports });
    await fillValid(user);
    await user.click(buyNow());
    expect((await screen.findByRole('alert')).textContent).toBe(
      MESSAGES['CHECKOUT.NOT_ENOUGH_CREDITS'],
    );
  });
});
