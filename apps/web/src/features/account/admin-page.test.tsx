import type { Order, Subscription } from '@netzero/core';
import { httpError, sessionToken } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_COPY } from '../../content/site.copy';
import { createFakePorts } from '../../test/fake-ports';
import { renderApp } from '../../test/render-app';

function anOrder(orderId: number, overrides: Partial<Order> = {}): Order {
  return {
    orderId,
    status: 'PAID',
    paymentMethod: 'CARD',
    orderDate: `2026-11-${String(10 + (orderId % 10)).padStart(2, '0')}T09:30:00Z`,
    totalAmount: 42,
    userName: 'Ana Lima',
    userEmail: 'ana@example.com',
    orderItems: [
      {
        productName: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
        quantity: 3,
        priceAtTime: 14,
      },
    ],
    certificateUrl: `/certificates/${orderId}`,
    ...overrides,
  };
}

const SUBSCRIPTION: Subscription = {
  id: 31,
  status: 'ACTIVE',
  productName: 'NetZero Monthly Climate Portfolio',
  quantity: 5,
  receiptName: 'Acme Ltd',
  email: 'acme@example.com',
  currentPeriodEnd: '2026-12-22T12:00:00Z',
};

function loggedInPorts(orders: readonly Order[] = [], subscriptions: Subscription[] = []) {
  const ports = createFakePorts();
  ports.sessionStore.token = sessionToken(42);
  ports.sessionStore.userId = '42';
  ports.ordersGateway.orders = orders;
  ports.subscriptionsGateway.subscriptions = subscriptions;
  // A server that sends the orders without the account, as the spec's does, and has no
  // GET /api/account: the dashboard names the user from the newest order.
  ports.accountGateway.script.failAlways('profile', httpError(404, 'Not found.'));
  return ports;
}

const localDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

async function renderDashboard(ports = loggedInPorts()) {
  const view = renderApp({ route: '/Admin', ports });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

function summaryValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

describe('/Admin dashboard', () => {
  it('sends a visitor without a token to /Login, as /Checkout does (issue 18 item 17)', async () => {
    const ports = createFakePorts();
    const { location } = renderApp({ route: '/Admin', ports });
    await waitFor(() => expect(location()).toBe('/Login'));
    expect(ports.ordersGateway.script.calls).toEqual([]);
  });

  it('sends an expired session to /Login and clears it', async () => {
    const ports = createFakePorts();
    ports.sessionStore.token = sessionToken(42, 1_000);
    const { location } = renderApp({ route: '/Admin', ports });
    await waitFor(() => expect(location()).toBe('/Login'));
    expect(ports.sessionStore.token).toBe(null);
  });

  it('shows the user, and the summary cards of the first page', async () => {
    const orders = [
      anOrder(7, { totalAmount: 42 }),
      anOrder(6, { status: 'PENDING', totalAmount: 100, certificateUrl: null }),
      anOrder(5, { totalAmount: 12.5 }),
      anOrder(4, { status: 'FAILED', totalAmount: 9, certificateUrl: null }),
      anOrder(3, { totalAmount: 1 }),
      anOrder(2),
      anOrder(1),
    ];
    const ports = loggedInPorts(orders);
    // The account's cart is on the server; this device has no copy yet (issue 18 item 8).
    await ports.cartGateway.add({ productId: 2, quantity: 1, priceAtTime: 11 });
    await ports.cartGateway.add({ productId: 3, quantity: 4, priceAtTime: 10 });
    await renderDashboard(ports);
    await screen.findByRole('table');
    expect(summaryValue('Total Orders')).toBe('7');
    expect(summaryValue('Total Revenue')).toBe('$55.50');
    expect(screen.getByText('Paid orders on page 1 of 2')).toBeTruthy();
    await waitFor(() => expect(summaryValue('Cart Items')).toBe('2'));
    expect(summaryValue('User ID')).toBe('42');
    expect(summaryValue('Name')).toBe('Ana Lima');
    expect(summaryValue('Email')).toBe('ana@example.com');
    expect(ports.ordersGateway.script.argsOf('listUserOrders')).toEqual([[{ page: 0, size: 5 }]]);
  });

  it('totals every paid order and names the account itself (issue 18 item 13)', async () => {
    const orders = Array.from({ length: 7 }, (_, index) => anOrder(7 - index, { totalAmount: 10 }));
    const ports = loggedInPorts(orders);
    ports.ordersGateway.account = { username: 'ana', email: 'ana@example.org' };
    await renderDashboard(ports);
    await screen.findByRole('table');
    expect(summaryValue('Total Revenue')).toBe('$70.00');
    expect(screen.getByText('All paid orders')).toBeTruthy();
    expect(summaryValue('Name')).toBe('ana');
    expect(summaryValue('Email')).toBe('ana@example.org');
  });

  it("shows the account's own name and e-mail before its first order", async () => {
    const ports = loggedInPorts();
    ports.ordersGateway.account = { username: 'ana', email: 'ana@example.org' };
    await renderDashboard(ports);
    await waitFor(() => expect(summaryValue('Email')).toBe('ana@example.org'));
    expect(summaryValue('Name')).toBe('ana');
    expect(screen.queryByText('Shown after your first order')).toBeNull();
  });

  it("shows a calculator order's donation inside its total", async () => {
    const ports = loggedInPorts([
      anOrder(9, { totalAmount: 109.5, donationAmount: 12 }),
      anOrder(8),
    ]);
    await renderDashboard(ports);
    await screen.findByRole('table');
    expect(screen.getByText('incl. $12.00 donation')).toBeTruthy();
    expect(screen.getAllByText(/donation/)).toHaveLength(1);
  });

  it('lists the orders in the spec columns, with a certificate link for paid ones', async () => {
    const orders = [
      anOrder(12, {
        totalAmount: 57,
        paymentMethod: 'CREDIT_CARD',
        orderItems: [
          { productName: 'Biomass cookstoves in Jharkhand', quantity: 2, priceAtTime: 9 },
          {
            productName: 'Grouped water purification in West Bengal',
            quantity: 3,
            priceAtTime: 13,
          },
        ],
      }),
      anOrder(11, { status: 'PENDING', certificateUrl: null }),
    ];
    await renderDashboard(loggedInPorts(orders));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Order ID',
      'Product',
      'Qty',
      'Price',
      'Total',
      'Status',
      'Payment',
      'Date',
      'Certificate',
    ]);
    // One row group per order; a row per order line, the order's own cells spanning them.
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    expect(groups).toHaveLength(2);
    const first = within(groups[0] as HTMLElement);
    expect(first.getByRole('rowheader').textContent).toBe('#12');
    const [line1, line2] = first.getAllByRole('row');
    expect(
      within(line1 as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Biomass cookstoves in Jharkhand',
      '2 t',
      '$9.00/t',
      '$57.00',
      'Paid',
      'Credit card',
      localDate('2026-11-12T09:30:00Z'),
      'View certificate',
    ]);
    expect(
      within(line2 as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Grouped water purification in West Bengal', '3 t', '$13.00/t']);
    expect(first.getByText('$57.00').getAttribute('rowspan')).toBe('2');
    const link = first.getByRole('link', { name: /certificate of order 12/ });
    expect(link.getAttribute('href')).toBe('/certificates/12');
    expect(link.getAttribute('target')).toBe('_blank');
    const second = within(groups[1] as HTMLElement);
    expect(second.getByText('Pending')).toBeTruthy();
    expect(second.queryByRole('link')).toBe(null);
    // One page only: no pagination, and the revenue note says it is the whole of it.
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBe(null);
    expect(screen.getByText('All paid orders')).toBeTruthy();
  });

  it('says so when there are no orders', async () => {
    await renderDashboard();
    expect(
      await screen.findByText(
        'No orders found. Orders will appear here once users make purchases.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBe(null);
    expect(summaryValue('Total Orders')).toBe('0');
    expect(summaryValue('Total Revenue')).toBe('$0.00');
    expect(summaryValue('Name')).toBe('Shown after your first order');
  });

  it('names the account from GET /api/account when the orders do not', async () => {
    const ports = loggedInPorts();
    ports.accountGateway.script.clear();
    await renderDashboard(ports);
    expect(summaryValue('Name')).toBe(ports.accountGateway.account.username);
    expect(summaryValue('Email')).toBe(ports.accountGateway.account.email);
  });

  it('shows its sections together, once each first call has answered', async () => {
    const ports = loggedInPorts([anOrder(1)], [SUBSCRIPTION]);
    let answerSubscriptions = () => {};
    const list = ports.subscriptionsGateway.list.bind(ports.subscriptionsGateway);
    ports.subscriptionsGateway.list = () =>
      new Promise((resolve) => {
        answerSubscriptions = () => resolve(list());
      });
    renderApp({ route: '/Admin', ports });
    // The orders have answered, the subscriptions not yet: one loading state, no half dashboard.
    await waitFor(() => expect(ports.ordersGateway.script.methods()).toContain('listUserOrders'));
    expect(screen.getByText(SITE_COPY.loadingPage)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    answerSubscriptions();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByText('NetZero Monthly Climate Portfolio')).toBeTruthy();
  });

  it('pages through the orders 5 at a time', async () => {
    const orders = Array.from({ length: 7 }, (_, index) => anOrder(7 - index));
    const ports = loggedInPorts(orders);
    const { user } = await renderDashboard(ports);
    const pages = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect(
      (within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getAllByRole('row')).toHaveLength(6);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pages).getByText('Page 2 of 2')).toBeTruthy());
    expect(ports.ordersGateway.script.argsOf('listUserOrders')).toEqual([
      [{ page: 0, size: 5 }],
      [{ page: 1, size: 5 }],
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: '#2' })).toBeTruthy();
    expect(
      (within(pages).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // The user's name stays the one of the newest order.
    expect(summaryValue('Name')).toBe('Ana Lima');

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(within(pages).getByText('Page 1 of 2')).toBeTruthy());
    expect(ports.ordersGateway.script.argsOf('listUserOrders').at(-1)).toEqual([
      { page: 0, size: 5 },
    ]);
  });

  it('shows why the orders failed to load, and tries again', async () => {
    const ports = loggedInPorts([anOrder(1)]);
    ports.ordersGateway.script.failNext(
      'listUserOrders',
      httpError(401, 'Please log in to continue.'),
    );
    const { user } = await renderDashboard(ports);
    expect(await screen.findByText('Please log in to continue.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText('Please log in to continue.')).toBe(null);
  });

  it('lists the subscriptions and cancels one after confirming', async () => {
    const cancelled: Subscription = {
      ...SUBSCRIPTION,
      id: 30,
      status: 'CANCELLED',
      quantity: 1,
      currentPeriodEnd: '2026-10-01T00:00:00Z',
    };
    const ports = loggedInPorts([], [SUBSCRIPTION, cancelled]);
    const { user } = await renderDashboard(ports);
    const section = within(
      (await screen.findByRole('heading', { name: 'Your subscriptions' })).closest(
        'section',
      ) as HTMLElement,
    );
    await section.findByText('5 t CO2 per month');
    expect(section.getByText(`Renews on ${localDate('2026-12-22T12:00:00Z')}`)).toBeTruthy();
    expect(section.getByText(`Ended on ${localDate('2026-10-01T00:00:00Z')}`)).toBeTruthy();
    expect(section.getAllByText('Receipts to Acme Ltd, acme@example.com')).toHaveLength(2);
    // Only the active one can be cancelled.
    const cancelButtons = section.getAllByRole('button', { name: /^Cancel / });
    expect(cancelButtons).toHaveLength(1);

    await user.click(cancelButtons[0] as HTMLElement);
    const modal = within(screen.getByRole('dialog'));
    expect(modal.getByRole('heading').textContent).toBe('Cancel this subscription?');
    await user.click(modal.getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
    expect(ports.subscriptionsGateway.script.argsOf('cancel')).toEqual([[31]]);
    expect(ports.subscriptionsGateway.script.methods()).toEqual(['list', 'cancel', 'list']);
    expect(
      await section.findByText(
        'Your subscription is cancelled. No further payments will be taken.',
      ),
    ).toBeTruthy();
    expect(section.queryAllByRole('button', { name: /^Cancel / })).toHaveLength(0);
    expect(section.getByText(`Ends on ${localDate('2026-12-22T12:00:00Z')}`)).toBeTruthy();
  });

  it('keeps the dialog open with the server message when cancelling fails', async () => {
    const ports = loggedInPorts([], [SUBSCRIPTION]);
    ports.subscriptionsGateway.script.failNext(
      'cancel',
      httpError(502, 'The payment provider could not cancel this subscription right now.'),
    );
    const { user } = await renderDashboard(ports);
    await user.click(await screen.findByRole('button', { name: /^Cancel NetZero/ }));
    const modal = within(screen.getByRole('dialog'));
    await user.click(modal.getByRole('button', { name: 'Cancel subscription' }));
    expect((await modal.findByRole('alert')).textContent).toBe(
      'The payment provider could not cancel this subscription right now.',
    );
    expect(
      (modal.getByRole('button', { name: 'Cancel subscription' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    await user.click(modal.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).toBe(null);
    expect(ports.subscriptionsGateway.script.methods()).toEqual(['list', 'cancel']);
  });

  describe('an account whose e-mail is not verified yet (issue 18 item 11)', () => {
    it('says so plainly above the subscriptions, and what verifying does', async () => {
      const ports = loggedInPorts([], [SUBSCRIPTION]);
      ports.accountGateway.script.clear();
      ports.accountGateway.account = {
        userId: 42,
        username: 'ana',
        email: 'ana@example.com',
        emailVerified: false,
      };
      await renderDashboard(ports);
      const section = screen.getByRole('region', { name: 'Your subscriptions' });
      const note = await within(section).findByRole('note', {
        name: 'Your e-mail address is not verified yet',
      });
      expect(note.textContent).toContain('What you buy while logged in shows here straight away.');
      expect(note.textContent).toContain(
        'Plans bought without logging in with ana@example.com show here once you open the verification link',
      );
      // The plan bought while logged in is listed all the same.
      expect(await within(section).findByText('NetZero Monthly Climate Portfolio')).toBeTruthy();
    });

    it('says nothing of it once the e-mail is verified', async () => {
      const ports = loggedInPorts([], [SUBSCRIPTION]);
      ports.accountGateway.script.clear();
      await renderDashboard(ports);
      const section = screen.getByRole('region', { name: 'Your subscriptions' });
      await within(section).findByText('NetZero Monthly Climate Portfolio');
      await waitFor(() => expect(ports.accountGateway.script.methods()).toContain('profile'));
      expect(within(section).queryByRole('note')).toBeNull();
    });
  });
});
