import { MESSAGES, type MessageCode } from '@netzero/core';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakePorts, type FakePorts } from '../../test/fake-ports';
import { createPortContainer } from '../../test/port-container';
import { renderApp, renderPage } from '../../test/render-app';
import { BIOGAS, localLine, logIn, settle } from '../../test/shop-test-kit';
import { PortProvider } from '../../ui/port-context';
import { SessionProvider } from '../../ui/session-context';
import { CheckoutRoute } from './checkout-route';

const RETURN = '/checkout?orderId=3&userId=7&session_id=cs_sandbox_x';

function renderReturn(route: string, ports: FakePorts = createFakePorts()) {
  return renderPage(<CheckoutRoute />, { route, ports });
}

const outcome = (code: MessageCode) => screen.findByText(MESSAGES[code]);

const idValue = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/checkout payment return page (Thank You!)', () => {
  it('verifies first, then confirms a paid sandbox session and shows the order and user ids', async () => {
    const ports = logIn(createFakePorts());
    ports.checkoutGateway.paidSessions.add('cs_sandbox_x');
    renderReturn(RETURN, ports);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank You!');
    expect(screen.getByText(MESSAGES['PAYMENT.VERIFYING'])).toBeTruthy();
    expect((await outcome('PAYMENT.CONFIRMED')).getAttribute('role')).toBe('status');
    expect(screen.queryByText(MESSAGES['PAYMENT.VERIFYING'])).toBeNull();
    expect(ports.checkoutGateway.script.argsOf('confirmPayment')).toEqual([
      [{ provider: 'sandbox', sessionId: 'cs_sandbox_x' }],
    ]);
    expect(idValue('Order ID')).toBe('3');
    expect(idValue('User ID')).toBe('7');
    const history = screen.getByRole('link', { name: 'See your order and certificate' });
    expect(history.getAttribute('href')).toBe('/Admin');
    expect(screen.getByRole('link', { name: 'Browse more projects' }).getAttribute('href')).toBe(
      '/Carbon',
    );
  });

  it('shows a guest the certificate itself, never the order history that needs a login', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.paidSessions.add('cs_sandbox_g');
    ports.checkoutGateway.certificates.set('cs_sandbox_g', '/certificates/Ab3_x-9');
    renderReturn('/checkout?orderId=3&session_id=cs_sandbox_g', ports);
    await outcome('PAYMENT.CONFIRMED');
    const certificate = screen.getByRole('link', { name: 'See your certificate' });
    expect(certificate.getAttribute('href')).toBe('/certificates/Ab3_x-9');
    expect(screen.getByText(/Your certificate with their serial numbers is ready/)).toBeTruthy();
    expect(screen.queryByText(/in your order history/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'See your order and certificate' })).toBeNull();
    expect(screen.queryByText('User ID')).toBeNull();
  });

  it('links only a certificate page of this site, whatever the server names', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.paidSessions.add('cs_sandbox_g');
    ports.checkoutGateway.certificates.set('cs_sandbox_g', 'https://evil.example/certificates/x');
    renderReturn('/checkout?orderId=3&session_id=cs_sandbox_g', ports);
    await outcome('PAYMENT.CONFIRMED');
    expect(screen.queryByRole('link', { name: 'See your certificate' })).toBeNull();
    expect(screen.getByText(/on its way by e-mail/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your order and certificate' })).toBeNull();
  });

  it('says the spec’s “Investment successful!” for a calculator’s order once, and only when, it is paid', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.paidSessions.add('cs_sandbox_paid');
    const paid = renderReturn('/checkout?invested=1&orderId=3&session_id=cs_sandbox_paid', ports);
    await outcome('PAYMENT.CONFIRMED');
    expect(screen.getByText('Investment successful!')).toBeTruthy();
    expect(paid.location()).toBe('/checkout?orderId=3&session_id=cs_sandbox_paid');
    paid.unmount();

    renderReturn('/checkout?invested=1&orderId=4&session_id=cs_sandbox_unpaid', ports);
    await outcome('PAYMENT.NOT_COMPLETED');
    expect(screen.queryByText('Investment successful!')).toBeNull();
  });

  it('does not say “Investment successful!” for a purchase that did not come from a calculator', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.paidSessions.add('cs_sandbox_x');
    renderReturn(RETURN, ports);
    await outcome('PAYMENT.CONFIRMED');
    expect(screen.queryByText('Investment successful!')).toBeNull();
  });

  it('keeps only orderId, userId and session_id in the address', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.paidSessions.add('cs_sandbox_x');
    const { location } = renderReturn(`${RETURN}&utm=1`, ports);
    await outcome('PAYMENT.CONFIRMED');
    expect(location()).toBe(RETURN);
  });

  it('puts the kept parameters in their order and drops the rest, on /Checkout too', async () => {
    const { location } = renderReturn(
      '/Checkout?utm_source=mail&session_id=cs_test_9&ref=x&orderId=12',
    );
    await outcome('PAYMENT.NOT_COMPLETED');
    expect(location()).toBe('/Checkout?orderId=12&session_id=cs_test_9');
  });

  it('says plainly when a payment came too late and was refunded, never that none was taken', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.refundedSessions.add('cs_sandbox_x');
    renderReturn(RETURN, ports);
    expect((await outcome('PAYMENT.REFUNDED')).getAttribute('role')).toBe('alert');
    expect(screen.getByText(/We have refunded it in full/)).toBeTruthy();
    expect(screen.queryByText(/No payment was taken/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse more projects' }).getAttribute('href')).toBe(
      '/Carbon',
    );
  });

  it('asks Stripe about a Stripe session, and says an unpaid one is not completed', async () => {
    const ports = createFakePorts();
    renderReturn('/checkout?orderId=3&userId=7&session_id=cs_test_a1B2', ports);
    expect((await outcome('PAYMENT.NOT_COMPLETED')).getAttribute('role')).toBe('alert');
    expect(ports.checkoutGateway.script.argsOf('confirmPayment')).toEqual([
      [{ provider: 'stripe', sessionId: 'cs_test_a1B2' }],
    ]);
    expect(screen.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe(
      '/AddToCard',
    );
  });

  it('says verification failed when the confirm call fails, with the order id for support', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.script.failNext('confirmPayment');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderReturn(RETURN, ports);
    expect((await outcome('PAYMENT.VERIFY_ERROR')).textContent).toBe(
      'Error verifying payment. Please contact support.',
    );
    expect(idValue('Order ID')).toBe('3');
    expect(screen.getByRole('link', { name: 'contact@netzero-market.com' })).toBeTruthy();
  });

  it('says the session id is missing, and asks nothing of the server', async () => {
    const ports = createFakePorts();
    const { location } = renderReturn('/checkout?orderId=3&userId=7&utm=1', ports);
    expect(await outcome('PAYMENT.MISSING_SESSION')).toBeTruthy();
    expect(ports.checkoutGateway.script.calls).toEqual([]);
    expect(location()).toBe('/checkout?orderId=3&userId=7');
  });

  it('back from a cancelled Stripe checkout: payment not completed, nothing asked of the server', async () => {
    const ports = createFakePorts();
    const { location } = renderReturn('/checkout?orderId=3&userId=7&cancelled=1', ports);
    expect(await outcome('PAYMENT.NOT_COMPLETED')).toBeTruthy();
    expect(ports.checkoutGateway.script.calls).toEqual([]);
    expect(location()).toBe('/checkout?orderId=3&userId=7');
  });

  it('logged in: after a confirmed payment, re-reads the now empty server cart', async () => {
    const ports = logIn(createFakePorts());
    ports.cartStore.save([localLine(BIOGAS, 2, 12)]);
    ports.checkoutGateway.paidSessions.add('cs_sandbox_x');
    renderReturn(RETURN, ports);
    await outcome('PAYMENT.CONFIRMED');
    await settle();
    expect(ports.cartGateway.script.methods()).toEqual(['getCart']);
    expect(ports.cartStore.load()).toEqual([]);
  });

  it('logged out: a confirmed payment leaves the cart alone', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.paidSessions.add('cs_sandbox_x');
    renderReturn('/checkout?orderId=3&userId=&session_id=cs_sandbox_x', ports);
    await outcome('PAYMENT.CONFIRMED');
    expect(ports.cartGateway.script.calls).toEqual([]);
    expect(screen.queryByText('User ID')).toBeNull();
  });

  it('confirms only once under StrictMode, whose effects run twice', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.paidSessions.add('cs_sandbox_x');
    render(
      <StrictMode>
        <PortProvider container={createPortContainer(ports)}>
          <MemoryRouter initialEntries={[RETURN]}>
            <SessionProvider>
              <CheckoutRoute />
            </SessionProvider>
          </MemoryRouter>
        </PortProvider>
      </StrictMode>,
    );
    await outcome('PAYMENT.CONFIRMED');
    await settle();
    expect(ports.checkoutGateway.script.methods()).toEqual(['confirmPayment']);
  });

  it('is what /checkout shows with a return parameter, through the app routes', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.paidSessions.add('cs_sandbox_x');
    renderApp({ route: RETURN, ports });
    expect(await outcome('PAYMENT.CONFIRMED')).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Thank You!/));
  });
});
