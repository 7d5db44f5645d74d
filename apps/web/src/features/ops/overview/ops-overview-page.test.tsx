import {
  err,
  type GatewayResult,
  type OpsOverviewFigures,
  type OpsOverviewGateway,
  ok,
} from '@netzero/core';
import { httpError } from '@netzero/core-fakes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../shared/axe-test-kit';
import { renderOpsPage } from '../shared/ops-page-test-kit';
import { OpsOverviewPage } from './ops-overview-page';

const empty = { count: 0, latest: [] };
const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i - 7).padStart(2, '0')}`,
  orders: 0,
  revenueCents: 0,
  tonnes: 0,
}));
days[29] = { day: '2026-11-22', orders: 1, revenueCents: 123_400, tonnes: 12 };

const FIGURES: OpsOverviewFigures = {
  generatedAt: '2026-11-22T10:00:00.000Z',
  sales: {
    today: { orders: 1, revenueCents: 123_400, tonnes: 12 },
    last7Days: { orders: 3, revenueCents: 200_000, tonnes: 20 },
    last30Days: { orders: 9, revenueCents: 900_000, tonnes: 90 },
  },
  byDay: days,
  stock: [
    { productId: 1, title: 'Clean Cooking', availableTonnes: 40, soldTonnes: 60, lowStock: true },
    { productId: 2, title: 'Mangroves', availableTonnes: 900, soldTonnes: 5, lowStock: false },
  ],
  lowStockTonnes: 100,
  attention: {
    automaticRefunds: {
      count: 1,
      latest: [
        {
          id: '7',
          orderId: 41,
          kind: 'late-payment',
          status: 'pending',
          amountCents: 2000,
          detail: 'ann@example.com',
          at: '2026-11-21T09:00:00.000Z',
        },
      ],
    },
    lateReconciled: empty,
    deadJobs: {
      count: 2,
      latest: [
        {
          id: '9',
          orderId: null,
          kind: 'send-mail',
          status: 'dead',
          amountCents: null,
          detail: 'SMTP refused',
          at: '2026-11-21T09:00:00.000Z',
        },
      ],
    },
    openDisputes: empty,
  },
};

class FakeOverview implements OpsOverviewGateway {
  reply: GatewayResult<OpsOverviewFigures> = Promise.resolve(ok(FIGURES));
  calls = 0;
  overview() {
    this.calls += 1;
    return this.reply;
  }
}

describe('OpsOverviewPage', () => {
  it('shows the figures, the chart with its numbers and table, stock warnings and attention', async () => {
    const gateway = new FakeOverview();
    renderOpsPage('overview', <OpsOverviewPage />, { opsOverviewGateway: gateway });
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(screen.getAllByText('$1,234.00').length).toBeGreaterThan(0);
    expect(screen.getByText('$9,000.00')).toBeTruthy();
    const chart = screen.getByRole('img', { name: /revenue per UTC day/ });
    expect(within(chart as unknown as HTMLElement).getByText('$1,234.00')).toBeTruthy();
    const dayTable = screen.getByRole('table', { name: 'Revenue and tonnes per UTC day' });
    expect(within(dayTable).getAllByRole('row')).toHaveLength(31);
    const cooking = screen.getByRole('row', { name: /Clean Cooking/ });
    expect(within(cooking).getByText('Low: under 100 t')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Mangroves/ })).getByText('OK')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order #41' }).getAttribute('href')).toBe(
      '/ops/orders/41',
    );
    expect(screen.getByRole('link', { name: 'See the dead jobs' }).getAttribute('href')).toBe(
      '/ops/mail-jobs?jobs=dead',
    );
    expect(screen.getByText(/SMTP refused/)).toBeTruthy();
  });

  it('says when the overview cannot be loaded, and tries again', async () => {
    const gateway = new FakeOverview();
    gateway.reply = Promise.resolve(err(httpError(500, 'Server error')));
    renderOpsPage('overview', <OpsOverviewPage />, { opsOverviewGateway: gateway });
    expect((await screen.findByRole('alert')).textContent).toContain('Server error');
    gateway.reply = Promise.resolve(ok(FIGURES));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(gateway.calls).toBe(2);
  });
  it('has no axe violations once loaded', async () => {
    renderOpsPage('overview', <OpsOverviewPage />, { opsOverviewGateway: new FakeOverview() });
    await screen.findByRole('heading', { name: 'Today' });
    expect(await axeViolations()).toEqual([]);
  });
});
