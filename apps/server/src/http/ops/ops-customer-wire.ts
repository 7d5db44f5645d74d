import type { OpsCustomerDetail, OpsCustomerSummary } from '@netzero/contract';
import type {
  OpsCustomerDetailRecord,
  OpsCustomerRow,
} from '../../services/ports/ops-customers.port.js';
import { noteWire } from './ops-order-wire.js';

/** An account row on the wire. */
export function customerSummaryWire(row: OpsCustomerRow): OpsCustomerSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    disabled: row.disabledAt !== null,
    deleted: row.deletedAt !== null,
    createdAt: row.createdAt.toISOString(),
    orders: row.orders,
    paidTotalCents: row.paidTotalCents,
    subscriptions: row.subscriptions,
  };
}

/** An account's detail on the wire. */
export function customerDetailWire(record: OpsCustomerDetailRecord): OpsCustomerDetail {
  return {
    ...customerSummaryWire(record),
    disabledAt: record.disabledAt?.toISOString() ?? null,
    emailVerifiedAt: record.emailVerifiedAt?.toISOString() ?? null,
    recentOrders: record.recentOrders.map((order) => ({
      ...order,
      createdAt: order.createdAt.toISOString(),
    })),
    subscriptionList: record.subscriptionList.map((subscription) => ({
      ...subscription,
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    })),
    notes: record.notes.map(noteWire),
  };
}
