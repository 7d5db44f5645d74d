import type { CheckoutSession, DirectCheckoutRequest, GatewayResult } from '@netzero/core';
import { httpError, NETWORK_ERROR } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakePorts } from '../../test/fake-ports';
import { renderApp, renderPage } from '../../test/render-app';
import { logIn } from '../../test/shop-test-kit';
import { SubscriptionPage } from './subscription-page';

function portsWithPlanPrice() {
  const ports = createFakePorts();
  ports.checkoutGateway.prices.set(7, 15);
  return ports;
}

async function renderSubscription(ports = portsWithPlanPrice()) {
  const view = renderPage(<SubscriptionPage />, { route: '/Subscription', ports });
  await screen.findByText('$75.00');
  return view;
}

const subscribeButtons = () => screen.getAllByRole('button', { name: 'Subscribe Now' });
const dialog = () => screen.getByRole('dialog');
const proceed = () => within(dialog()).getByRole('button', { name: 'Proceed to Checkout' });
const cancel = () => within(dialog()).getByRole('button', { name: 'Cancel' });

async function openPlan(user: Awaited<ReturnType<typeof renderSubscription>>['user'], index = 1) {
  const button = subscribeButtons()[index];
  if (!button) throw new Error(`no plan ${index}`);
  await user.click(button);
  return button;
}

describe('/Subscription plans', () => {
  it('is the page at /Subscription, with a tab title of its own', async () => {
    renderApp({ route: '/Subscription', ports: portsWithPlanPrice() });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Offset every month with a NetZero plan',
    });
    expect(document.title).toBe('Monthly subscription plans · NetZero Market');
  });

  it('shows the three plans with tonnes and the price per month of product 7', async () => {
    const { ports } = await renderSubscription();
    expect(ports.checkoutGateway.script.argsOf('getPrice')).toEqual([[7]]);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'NetZero Lite',
      'NetZero Plus',
      'NetZero Max',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('1,000 kg per month')).toBeTruthy();
    expect(
      within(cards[0] as HTMLElement).getByText(
        'You get 1 t CO2 per month (1,000 kg), every tonne retired in your name',
      ),
    ).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('$15.00')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('$75.00')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText(/^You get 10 t CO2 per month/)).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('$150.00')).toBeTruthy();
    // Only NetZero Plus carries the badge.
    expect(within(cards[1] as HTMLElement).queryByText('Most popular')).toBeTruthy();
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(subscribeButtons()).toHaveLength(3);
  });

  it('keeps the spec\'s "3-5,000 kg" for NetZero Plus and says the buyer gets 5 t (5,000 kg)', async () => {
    await renderSubscription();
    const plus = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(plus).getByText('3-5,000 kg per month')).toBeTruthy();
    expect(
      within(plus).getByText(
        'You get 5 t CO2 per month (5,000 kg), every tonne retired in your name',
      ),
    ).toBeTruthy();
  });

  it('says the price comes at checkout when it could not be loaded', async () => {
    const ports = createFakePorts();
    ports.checkoutGateway.script.failNext('getPrice', NETWORK_ERROR);
    renderPage(<SubscriptionPage />, { route: '/Subscription', ports });
    expect(await screen.findAllByText('Price shown at checkout')).toHaveLength(3);
  });

  it('opens the dialog with focus inside; Escape closes it and focus returns', async () => {
    const { user } = await renderSubscription();
    const opener = await openPlan(user);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(within(dialog()).getByRole('heading').textContent).toBe('Subscribe to NetZero Plus');
    expect(within(dialog()).getByText('5 t CO2 per month, $75.00 per month')).toBeTruthy();
    expect(dialog().contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog()).getByLabelText('Receipt name'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBe(null);
    expect(document.activeElement).toBe(opener);
  });

  it('Cancel closes the dialog without a call', async () => {
    const { user, ports } = await renderSubscription();
    await openPlan(user);
    await user.click(cancel());
    expect(screen.queryByRole('dialog')).toBe(null);
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([]);
  });

  it('shows the field messages and the top-level message when both are empty', async () => {
    const { user, ports } = await renderSubscription();
    await openPlan(user);
    await user.click(proceed());
    const modal = within(dialog());
    expect(modal.getByText('Please enter your receipt name.')).toBeTruthy();
    expect(modal.getByText('Please enter your email address.')).toBeTruthy();
    expect(modal.getByRole('alert').textContent).toBe('Please enter both name and email.');
    expect(modal.getByLabelText('Receipt name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(modal.getByLabelText('Receipt name'));

    await user.type(modal.getByLabelText('Receipt name'), 'Acme Ltd');
    await user.type(modal.getByLabelText('Email'), 'acme@example');
    await user.click(proceed());
    expect(modal.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(modal.queryByText('Please enter both name and email.')).toBe(null);
    expect(modal.queryByText('Please enter your receipt name.')).toBe(null);
    expect(document.activeElement).toBe(modal.getByLabelText('Email'));
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([]);
  });

  it('disables both buttons while processing and cannot be dismissed', async () => {
    const ports = portsWithPlanPrice();
    let answer: (session: CheckoutSession) => void = () => undefined;
    ports.checkoutGateway.createSession = (
      _request: DirectCheckoutRequest,
    ): GatewayResult<CheckoutSession> =>
      new Promise((resolve) => {
        answer = (session) => resolve({ ok: true, value: session });
      });
    const { user } = await renderSubscription(ports);
    await openPlan(user);
    await user.type(screen.getByLabelText('Receipt name'), 'Acme Ltd');
    await user.type(screen.getByLabelText('Email'), 'acme@example.com');
    await user.click(proceed());
    expect((proceed() as HTMLButtonElement).disabled).toBe(true);
    expect((cancel() as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog()).getByText('Opening the secure checkout…')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();

    answer({ checkoutUrl: 'https://pay.example/sub-1', message: 'ok' });
    await waitFor(() => expect(ports.navigator.opened).toEqual(['https://pay.example/sub-1']));
  });

  it("sends the subscription page's payload and goes to the checkout url", async () => {
    const { user, ports } = await renderSubscription();
    await openPlan(user, 2);
    await user.type(screen.getByLabelText('Receipt name'), '  Acme Ltd ');
    await user.type(screen.getByLabelText('Email'), 'acme@example.com');
    await user.click(proceed());
    await waitFor(() =>
      expect(ports.navigator.opened).toEqual(['https://pay.example/checkout/session-1']),
    );
    expect(ports.checkoutGateway.script.argsOf('createSession')).toEqual([
      [
        {
          email: 'acme@example.com',
          receiptName: 'Acme Ltd',
          productId: 7,
          quantity: 10,
          returnUrl: `${window.location.origin}/checkout`,
          subscribe: true,
          page: 'subscription',
        },
      ],
    ]);
  });

  // Issue 18 item 11: a logged-in buyer does not retype the account's e-mail.
  it("pre-fills a logged-in buyer's e-mail, editable, and says the plan joins the account", async () => {
    const ports = logIn(portsWithPlanPrice());
    ports.accountGateway.account = {
      userId: 7,
      username: 'asha',
      email: 'asha@monsoon.travel',
      emailVerified: false,
    };
    const { user } = await renderSubscription(ports);
    await openPlan(user, 2);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('asha@monsoon.travel'));
    expect(email.readOnly).toBe(false);
    expect(
      within(dialog()).getByText(/The plan is added to your account either way\./),
    ).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'finance@monsoon.travel');
    await user.type(screen.getByLabelText('Receipt name'), 'Monsoon Travel');
    await user.click(proceed());
    await waitFor(() => expect(ports.navigator.opened).toHaveLength(1));
    expect(ports.checkoutGateway.script.argsOf('createSession')[0]?.[0]).toMatchObject({
      email: 'finance@monsoon.travel',
    });
  });

  it('leaves the e-mail empty for a guest, and never asks who is signed in', async () => {
    const { user, ports } = await renderSubscription();
    await openPlan(user, 0);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(ports.accountGateway.script.methods()).toEqual([]);
  });

  it('shows the out-of-stock message in the dialog and enables the buttons again', async () => {
    const ports = portsWithPlanPrice();
    ports.checkoutGateway.script.failNext(
      'createSession',
      httpError(
        409,
        'Not enough carbon credits for this quantity. Please choose less.',
        'Conflict',
      ),
    );
    const { user } = await renderSubscription(ports);
    await openPlan(user);
    await user.type(screen.getByLabelText('Receipt name'), 'Acme Ltd');
    await user.type(screen.getByLabelText('Email'), 'acme@example.com');
    await user.click(proceed());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Sorry, this plan is currently out of stock. Please choose a smaller quantity or try later.',
    );
    expect((proceed() as HTMLButtonElement).disabled).toBe(false);
    expect((cancel() as HTMLButtonElement).disabled).toBe(false);
    expect(ports.checkoutGateway.script.argsOf('createSession')).toHaveLength(1);
    expect(ports.navigator.opened).toEqual([]);
  });

  it('shows any other server message in the dialog, with no retry', async () => {
    const ports = portsWithPlanPrice();
    ports.checkoutGateway.script.failNext(
      'createSession',
      httpError(502, 'The payment provider could not open a checkout.', 'Bad Gateway'),
    );
    const { user } = await renderSubscription(ports);
    await openPlan(user, 0);
    await user.type(screen.getByLabelText('Receipt name'), 'Acme Ltd');
    await user.type(screen.getByLabelText('Email'), 'acme@example.com');
    await user.click(proceed());
    expect(
      await within(dialog()).findByText('The payment provider could not open a checkout.'),
    ).toBeTruthy();
    expect(ports.checkoutGateway.script.argsOf('createSession')).toHaveLength(1);
  });
});

describe('/Subscription with an estimate carried from /Business', () => {
  async function renderWithTonnes(query: string) {
    const view = renderPage(<SubscriptionPage />, {
      route: `/Subscription${query}`,
      ports: portsWithPlanPrice(),
    });
    await screen.findByText('$75.00');
    return view;
  }

  /** The grid slot of each plan card, which carries the highlight. */
  const slots = () =>
    screen.getAllByRole('article').map((card) => card.parentElement as HTMLElement);

  it('highlights the smallest plan covering ?tonnes=N and says so', async () => {
    await renderWithTonnes('?tonnes=4');
    expect(screen.getByText('Your estimate: 4 t CO2 a month → NetZero Plus')).toBeTruthy();
    const tags = slots().map((slot) => within(slot).queryByText('Matches your estimate'));
    expect(tags.map((tag) => tag !== null)).toEqual([false, true, false]);
  });

  it('picks NetZero Lite for up to 1 t and NetZero Max from 6 t', async () => {
    const lite = await renderWithTonnes('?tonnes=1');
    expect(screen.getByText('Your estimate: 1 t CO2 a month → NetZero Lite')).toBeTruthy();
    expect(within(slots()[0] as HTMLElement).getByText('Matches your estimate')).toBeTruthy();
    lite.unmount();
    await renderWithTonnes('?tonnes=6');
    expect(screen.getByText('Your estimate: 6 t CO2 a month → NetZero Max')).toBeTruthy();
    expect(within(slots()[2] as HTMLElement).getByText('Matches your estimate')).toBeTruthy();
  });

  it('offers the rest as a one-time purchase above the largest plan', async () => {
    await renderWithTonnes('?tonnes=13');
    expect(
      screen.getByText(
        'Your estimate: 13 t CO2 a month → NetZero Max covers 10 t of it. Offset the other 3 t with a one-time purchase.',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy 3 t once' }).getAttribute('href')).toBe(
      '/Onetime?quantity=3',
    );
    expect(within(slots()[2] as HTMLElement).getByText('Matches your estimate')).toBeTruthy();
  });

  it('separates thousands and never links to more than one order may hold (issue 18 item 5)', async () => {
    await renderWithTonnes('?tonnes=5000');
    expect(
      screen.getByText(
        'Your estimate: 5,000 t CO2 a month → NetZero Max covers 10 t of it. Offset the other 4,990 t with a one-time purchase.',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy 2,000 t once' }).getAttribute('href')).toBe(
      '/Onetime?quantity=2000',
    );
  });

  it('shows no note or highlight without a usable ?tonnes', async () => {
    for (const query of ['', '?tonnes=0', '?tonnes=-2', '?tonnes=lots']) {
      const view = await renderWithTonnes(query);
      expect(screen.queryByText(/^Your estimate/)).toBe(null);
      expect(screen.queryByText('Matches your estimate')).toBe(null);
      view.unmount();
    }
  });
});
