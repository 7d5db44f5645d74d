import {
  type DownloadFile,
  err,
  type GatewayError,
  type GatewayResult,
  type OpsCustomerAction,
  type OpsCustomerDetail,
  type OpsCustomersGateway,
  type OpsNote,
  type OpsOrderDetail,
  type OpsOrderFilter,
  type OpsOrderSummary,
  type OpsOrdersGateway,
  type OpsSubscriptionStatus,
  type OpsSubscriptionSummary,
  type OpsSubscriptionsGateway,
  ok,
} from '@netzero/core';
import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { OPS_PORT_TOKENS, OpsPortProvider } from '../ui/ops-ports';

// Hand-written fakes of the console's Orders, Customers and Subscriptions ports, and a render
// helper that mounts a section under /ops/<section>/* as the console shell will.

/** An order of the list, with overrides. */
export function anOpsOrder(id: number, overrides: Partial<OpsOrderSummary> = {}): OpsOrderSummary {
  return {
    id,
    createdAt: '2026-11-22T10:00:00Z',
    status: 'PAID',
    kind: 'direct',
    email: `buyer${id}@example.com`,
    receiptName: 'Ada Lovelace',
    userId: null,
    tonnes: 2,
    totalCents: 2800,
    currency: 'USD',
    projects: ['Biogas'],
    certificateId: `cert-${id}`,
    ...overrides,
  };
}

/** An order in detail. */
export function anOpsOrderDetail(
  id: number,
  overrides: Partial<OpsOrderDetail> = {},
): OpsOrderDetail {
  return {
    ...anOpsOrder(id),
    paymentMethod: 'CARD',
    provider: 'sandbox',
    donationCents: 0,
    reservationExpiresAt: '2026-11-22T10:30:00Z',
    paidAt: '2026-11-22T10:05:00Z',
    refundedAt: null,
    certificateCancelled: false,
    lines: [
      { productName: 'Biogas', quantity: 2, priceAtTimeCents: 1400, firstSerial: 1, lastSerial: 2 },
    ],
    timeline: [
      { at: '2026-11-22T10:00:00Z', kind: 'created', summary: 'direct', detail: null },
      { at: '2026-11-22T10:05:00Z', kind: 'paid', summary: 'sandbox', detail: 'cs_1' },
      {
        at: '2026-11-22T10:05:01Z',
        kind: 'provider-event',
        summary: 'checkout.session.completed',
        detail: 'evt_1',
      },
    ],
    notes: [],
    ...overrides,
  };
}

/** OpsOrdersGateway over a list held in memory; records what the page asked. */
export class FakeOpsOrdersGateway implements OpsOrdersGateway {
  orders: OpsOrderSummary[] = [];
  total: number | null = null;
  details = new Map<number, OpsOrderDetail>();
  readonly listCalls: { filter: OpsOrderFilter; offset: number }[] = [];
  readonly refunds: { id: number; reason: string }[] = [];
  readonly resent: number[] = [];
  failNext: GatewayError | null = null;

  async list(filter: OpsOrderFilter, page: { limit: number; offset: number }) {
    this.listCalls.push({ filter, offset: page.offset });
    return ok({ items: this.orders, total: this.total ?? this.orders.length });
  }

  async exportCsv(_filter: OpsOrderFilter): GatewayResult<DownloadFile> {
    return ok({ name: 'orders.csv', type: 'text/csv', content: 'order_id\r\n1\r\n' });
  }

  async get(id: number) {
    const order = this.details.get(id);
    return order
      ? ok(order)
      : err({
          kind: 'http',
          status: 404,
          statusText: '',
          message: 'There is no order with this id.',
        } as const);
  }

  async refund(id: number, reason: string): GatewayResult<void> {
    if (this.failNext) return err(this.#takeFailure());
    this.refunds.push({ id, reason });
    const order = this.details.get(id);
    if (order) this.details.set(id, { ...order, status: 'REFUNDED', certificateCancelled: true });
    return ok(undefined);
  }

  async resendReceipt(id: number): GatewayResult<void> {
    this.resent.push(id);
    return ok(undefined);
  }

  async addNote(_id: number, body: string): GatewayResult<OpsNote> {
    return ok({ id: 1, at: '2026-11-22T11:00:00Z', author: 'opal@example.com', body });
  }

  #takeFailure(): GatewayError {
    const failure = this.failNext as GatewayError;
    this.failNext = null;
    return failure;
  }
}

/** An account in detail. */
export function anOpsCustomer(
  id: number,
  overrides: Partial<OpsCustomerDetail> = {},
): OpsCustomerDetail {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    role: 'buyer',
    emailVerified: true,
    disabled: false,
    deleted: false,
    createdAt: '2026-11-01T10:00:00Z',
    orders: 1,
    paidTotalCents: 2800,
    subscriptions: 0,
    disabledAt: null,
    recentOrders: [
      {
        id: 7,
        createdAt: '2026-11-22T10:00:00Z',
        status: 'PAID',
        totalCents: 2800,
        currency: 'USD',
      },
    ],
    subscriptionList: [],
    notes: [],
    ...overrides,
  };
}

/** OpsCustomersGateway over accounts held in memory. */
export class FakeOpsCustomersGateway implements OpsCustomersGateway {
  customers: OpsCustomerDetail[] = [];
  readonly searches: string[] = [];
  readonly actions: { id: number; action: OpsCustomerAction }[] = [];

  async list(q: string, page: { limit: number; offset: number }) {
    this.searches.push(q);
    const items = this.customers.filter((c) => c.username.includes(q) || c.email.includes(q));
    return ok({ items: items.slice(page.offset, page.offset + page.limit), total: items.length });
  }

  async get(id: number) {
    const customer = this.customers.find((c) => c.id === id);
    return customer ? ok(customer) : err({ kind: 'network' } as const);
  }

  async act(id: number, action: OpsCustomerAction) {
    this.actions.push({ id, action });
    const index = this.customers.findIndex((c) => c.id === id);
    const before = this.customers[index];
    if (!before) return err({ kind: 'network' } as const);
    const after =
      action === 'disable' || action === 'enable'
        ? { ...before, disabled: action === 'disable' }
        : before;
    this.customers[index] = after;
    return ok(after);
  }

  async addNote(_id: number, body: string): GatewayResult<OpsNote> {
    return ok({ id: 2, at: '2026-11-22T11:00:00Z', author: 'opal@example.com', body });
  }
}

/** A subscription of the list. */
export function anOpsSubscription(
  id: number,
  overrides: Partial<OpsSubscriptionSummary> = {},
): OpsSubscriptionSummary {
  return {
    id,
    status: 'ACTIVE',
    email: `sub${id}@example.com`,
    receiptName: 'Acme',
    productName: 'NetZero Monthly Climate Portfolio',
    quantity: 5,
    currentPeriodEnd: '2026-12-22T10:00:00Z',
    createdAt: '2026-11-22T10:00:00Z',
    cancelledAt: null,
    ...overrides,
  };
}

/** OpsSubscriptionsGateway over subscriptions held in memory. */
export class FakeOpsSubscriptionsGateway implements OpsSubscriptionsGateway {
  subscriptions: OpsSubscriptionSummary[] = [];
  readonly filters: { status?: OpsSubscriptionStatus; email?: string }[] = [];
  cancelFailure: GatewayError | null = null;

  async list(
    filter: { status?: OpsSubscriptionStatus; email?: string },
    _page: { limit: number; offset: number },
  ) {
    this.filters.push(filter);
    const items = this.subscriptions.filter((s) => !filter.status || s.status === filter.status);
    return ok({ items, total: items.length });
  }

  async cancel(id: number) {
    if (this.cancelFailure) return err(this.cancelFailure);
    const index = this.subscriptions.findIndex((s) => s.id === id);
    const before = this.subscriptions[index];
    if (!before) return err({ kind: 'network' } as const);
    const after = { ...before, status: 'CANCELLED' as const, cancelledAt: '2026-11-22T12:00:00Z' };
    this.subscriptions[index] = after;
    return ok(after);
  }
}

/** The fakes one console test renders with. */
export interface OpsCommerceFakes {
  readonly orders: FakeOpsOrdersGateway;
  readonly customers: FakeOpsCustomersGateway;
  readonly subscriptions: FakeOpsSubscriptionsGateway;
  readonly saved: DownloadFile[];
}

/** Fresh fakes. */
export function opsCommerceFakes(): OpsCommerceFakes {
  return {
    orders: new FakeOpsOrdersGateway(),
    customers: new FakeOpsCustomersGateway(),
    subscriptions: new FakeOpsSubscriptionsGateway(),
    saved: [],
  };
}

/** Renders `page` as the console's section `section` at `path` (e.g. '/ops/orders/12'). */
export function renderOpsSection(
  fakes: OpsCommerceFakes,
  section: string,
  page: ReactElement,
  path: string,
) {
  const container = new Container();
  const t = OPS_PORT_TOKENS;
  container.bind(t.opsOrdersGateway).toConstantValue(fakes.orders);
  container.bind(t.opsCustomersGateway).toConstantValue(fakes.customers);
  container.bind(t.opsSubscriptionsGateway).toConstantValue(fakes.subscriptions);
  container
    .bind(t.fileDownloader)
    .toConstantValue({ save: (file: DownloadFile) => fakes.saved.push(file) });
  return render(
    <OpsPortProvider container={container}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`/ops/${section}/*`} element={page} />
        </Routes>
      </MemoryRouter>
    </OpsPortProvider>,
  );
}
