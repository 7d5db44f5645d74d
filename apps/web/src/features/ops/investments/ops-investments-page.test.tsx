import {
  err,
  type OpsConsoleNote,
  type OpsInvestmentLead,
  type OpsInvestmentStatus,
  type OpsInvestmentsGateway,
  type OpsListRequest,
  ok,
} from '@netzero/core';
import { httpError } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../shared/axe-test-kit';
import { renderOpsPage } from '../shared/ops-page-test-kit';
import { OpsInvestmentsPage } from './ops-investments-page';

const LEAD: OpsInvestmentLead = {
  id: 12,
  businessName: 'Green Rails Ltd',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  address: '12 Park Street, Kolkata',
  projectId: 3,
  projectName: 'Clean Cooking',
  tons: 25,
  pricePerTonCents: 900,
  amountCents: 22_500,
  currency: 'USD',
  status: 'PAID',
  createdAt: '2026-11-21T09:00:00.000Z',
  paidAt: '2026-11-21T09:05:00.000Z',
  closedAt: null,
};

class FakeInvestments implements OpsInvestmentsGateway {
  notes: OpsConsoleNote[] = [];
  readonly lists: OpsListRequest<OpsInvestmentStatus>[] = [];
  async list(request: OpsListRequest<OpsInvestmentStatus>) {
    this.lists.push(request);
    const items = !request.status || request.status === 'PAID' ? [LEAD] : [];
    return ok({
      items,
      total: items.length,
      page: request.page,
      pageSize: request.pageSize,
      counts: { PENDING: 2, PAID: 1, FAILED: 0, EXPIRED: 3, REFUNDED: 0 },
    });
  }
  async get(id: number) {
    return id === LEAD.id
      ? ok({ ...LEAD, notes: this.notes })
      : err(httpError(404, 'This investment does not exist.'));
  }
  async addNote(_id: number, body: string) {
    const note = {
      id: 1,
      authorUserId: 4,
      author: 'mira@netzero.example',
      body,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    this.notes = [note];
    return ok(note);
  }
}

describe('OpsInvestmentsPage', () => {
  it('shows the pipeline with contact details and filters it by stage', async () => {
    const gateway = new FakeInvestments();
    renderOpsPage('investments', <OpsInvestmentsPage />, { opsInvestmentsGateway: gateway });
    const row = (await screen.findByRole('link', { name: 'Green Rails Ltd' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('asha@example.com')).toBeTruthy();
    expect(within(row).getByText('$225.00')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Expired 3' }));
    await waitFor(() => expect(gateway.lists.at(-1)?.status).toBe('EXPIRED'));
    expect(await screen.findByText('Nothing here.')).toBeTruthy();
  });

  it('opens an investment with its details and adds a note', async () => {
    const gateway = new FakeInvestments();
    renderOpsPage(
      'investments',
      <OpsInvestmentsPage />,
      { opsInvestmentsGateway: gateway },
      '/ops/investments/12',
    );
    expect(await screen.findByRole('heading', { name: '#12 Green Rails Ltd' })).toBeTruthy();
    expect(screen.getByText('12 Park Street, Kolkata')).toBeTruthy();
    expect(screen.getByText('No notes yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(screen.getByText('Please write a note.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Called, docs sent');
    await userEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(await screen.findByText('Called, docs sent')).toBeTruthy();
  });

  it('says an unknown investment does not exist', async () => {
    renderOpsPage(
      'investments',
      <OpsInvestmentsPage />,
      { opsInvestmentsGateway: new FakeInvestments() },
      '/ops/investments/5',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This investment does not exist.');
  });
  it.each(['/ops/investments', '/ops/investments/12'])(
    'has no axe violations at %s',
    async (url) => {
      renderOpsPage(
        'investments',
        <OpsInvestmentsPage />,
        { opsInvestmentsGateway: new FakeInvestments() },
        url,
      );
      await screen.findAllByText(/Green Rails Ltd/);
      expect(await axeViolations()).toEqual([]);
    },
  );
});
