import { httpError } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  anOpsOrder,
  anOpsOrderDetail,
  type OpsCommerceFakes,
  opsCommerceFakes,
  renderOpsSection,
} from '../../../test/ops-commerce-fakes';
import { OpsOrdersPage } from './ops-orders-page';

let fakes: OpsCommerceFakes;
beforeEach(() => {
  fakes = opsCommerceFakes();
});
const show = (path = '/ops/orders') => renderOpsSection(fakes, 'orders', <OpsOrdersPage />, path);

describe('OpsOrdersPage, the list', () => {
  it('shows the orders in a table with right-aligned totals and a pager', async () => {
    fakes.orders.orders = [anOpsOrder(12), anOpsOrder(11, { status: 'PENDING' })];
    fakes.orders.total = 40;
    show();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '#12' })
        .getAttribute('href'),
    ).toBe('/ops/orders/12');
    expect(within(rows[1] as HTMLElement).getByText('$28.00')).toBeTruthy();
    expect(screen.getByText('1–25 of 40')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(fakes.orders.listCalls.at(-1)?.offset).toBe(25));
  });

  it('applies the filters together and starts again at the first page', async () => {
    show();
    await screen.findByText('Nothing here.');
    await userEvent.type(screen.getByLabelText('Search (order id, e-mail, certificate)'), 'ada');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'PAID');
    await userEvent.type(screen.getByLabelText('Project id'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fakes.orders.listCalls.at(-1)).toEqual({
        filter: { status: 'PAID', projectId: 3, q: 'ada' },
        offset: 0,
      }),
    );
  });

  it('exports the CSV through the gateway (with the operator token) and saves it', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(fakes.saved).toHaveLength(1));
    expect(fakes.saved[0]?.name).toBe('orders.csv');
  });
});

describe('OpsOrdersPage, one order', () => {
  it('shows the lines, serials and the timeline', async () => {
    fakes.orders.details.set(12, anOpsOrderDetail(12));
    show('/ops/orders/12');
    expect(await screen.findByRole('heading', { name: 'Order #12' })).toBeTruthy();
    expect(screen.getByText('1–2')).toBeTruthy();
    // Each event's kind in words.
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Provider event')).toBeTruthy();
  });

  it('refunds after a confirmation with a reason, then shows the order REFUNDED', async () => {
    fakes.orders.details.set(12, anOpsOrderDetail(12));
    show('/ops/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this order?' });
    const confirm = within(dialog).getByRole('button', { name: 'Refund order' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Buyer asked');
    await userEvent.click(confirm);
    await screen.findByText(/Refund started/);
    expect(fakes.orders.refunds).toEqual([{ id: 12, reason: 'Buyer asked' }]);
    expect(await screen.findByText('REFUNDED')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the server's message when the refund is refused", async () => {
    fakes.orders.details.set(12, anOpsOrderDetail(12));
    fakes.orders.failNext = httpError(409, 'This order has been refunded already.');
    show('/ops/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('refunded already');
  });

  it('resends the receipt after a confirmation and adds a note', async () => {
    fakes.orders.details.set(12, anOpsOrderDetail(12));
    show('/ops/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend receipt' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Resend receipt' }),
    );
    await screen.findByText('The receipt is on its way again.');
    expect(fakes.orders.resent).toEqual([12]);
    await userEvent.type(screen.getByLabelText('Note (only operators see it)'), 'Called the buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(await screen.findByText('Called the buyer')).toBeTruthy();
  });

  it('offers no refund for an order that is not PAID', async () => {
    fakes.orders.details.set(12, anOpsOrderDetail(12, { status: 'PENDING' }));
    show('/ops/orders/12');
    await screen.findByRole('heading', { name: 'Order #12' });
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
