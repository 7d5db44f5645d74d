import type {
  OpsOrderDetail,
  OpsOrderSummary,
  OpsOrdersFilter,
  OpsSubjectNote,
} from '@netzero/contract';
import type {
  OpsNoteRecord,
  OpsOrderDetailRecord,
  OpsOrderFilter,
  OpsOrderRow,
} from '../../services/ports/ops-orders.port.js';

/** The query's filters as the service takes them. */
export function orderFilterOf(query: OpsOrdersFilter): OpsOrderFilter {
  return {
    ...(query.status && { status: query.status }),
    ...(query.from && { from: new Date(query.from) }),
    ...(query.to && { to: new Date(query.to) }),
    ...(query.projectId !== undefined && { projectId: query.projectId }),
    ...(query.email && { email: query.email }),
    ...(query.q && { q: query.q }),
  };
}

/** An order row on the wire. */
export function orderSummaryWire(order: OpsOrderRow): OpsOrderSummary {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    kind: order.kind,
    email: order.email,
    receiptName: order.receiptName,
    userId: order.userId,
    tonnes: order.tonnes,
    totalCents: order.totalCents,
    currency: order.currency,
    projects: [...order.projects],
    certificateId: order.certificateId,
  };
}

/** A note on the wire. */
export function noteWire(note: OpsNoteRecord): OpsSubjectNote {
  return { ...note, at: note.at.toISOString() };
}

/** An order's detail on the wire. */
export function orderDetailWire(order: OpsOrderDetailRecord): OpsOrderDetail {
  return {
    ...orderSummaryWire(order),
    paymentMethod: order.paymentMethod,
    provider: order.provider,
    providerSessionId: order.providerSessionId,
    donationCents: order.donationCents,
    subscriptionId: order.subscriptionId,
    reservationExpiresAt: order.reservationExpiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    certificateCancelled: order.certificateCancelled,
    lines: order.lines.map((line) => ({ ...line })),
    timeline: order.timeline.map((event) => ({ ...event, at: event.at.toISOString() })),
    notes: order.notes.map(noteWire),
  };
}
