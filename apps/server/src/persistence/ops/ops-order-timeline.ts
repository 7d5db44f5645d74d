import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type {
  OpsOrderDetailRecord,
  OpsTimelineRecord,
} from '../../services/ports/ops-orders.port.js';
import type { Database } from '../database.js';
import {
  auditLog,
  certificates,
  creditRetirements,
  disputes,
  jobs,
  orderItems,
  orders,
  paymentEvents,
  refunds,
} from '../schema.js';
import { listNotes } from './operator-notes.js';
import { opsOrderColumns, withLineTotals } from './ops-order-rows.js';

const CLOSED = new Set(['FAILED', 'CANCELLED', 'EXPIRED']);

/**
 * An order with its lines (and serial ranges), certificate, and a timeline merged from every
 * table that records something about it. E-mails are the 'send-mail' jobs whose dedupe key names
 * the order (its receipt, resent receipts) or one of its refunds: those keys are how the order's
 * transactions queue them. Provider events are the handled webhooks that name the order's checkout
 * session (payment_events.session_id; a renewal names its invoice and shows through its order).
 */
export async function loadOpsOrderDetail(
  db: Database,
  orderId: number,
): Promise<OpsOrderDetailRecord | null> {
  const [order] = await db
    .select({
      ...opsOrderColumns,
      paymentMethod: orders.paymentMethod,
      provider: orders.provider,
      providerSessionId: orders.providerSessionId,
      donationCents: orders.donationCents,
      subscriptionId: orders.subscriptionId,
      reservationExpiresAt: orders.reservationExpiresAt,
      paidAt: orders.paidAt,
      closedAt: orders.closedAt,
      refundedAt: orders.refundedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [row] = await withLineTotals(db, [order]);
  const [lines, [certificate], refundRows, disputeRows, auditRows, notes] = await Promise.all([
    db
      .select({
        productId: orderItems.productId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        priceAtTimeCents: orderItems.priceAtTimeCents,
        firstSerial: creditRetirements.firstSerial,
        lastSerial: creditRetirements.lastSerial,
      })
      .from(orderItems)
      .leftJoin(creditRetirements, eq(creditRetirements.orderItemId, orderItems.id))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db.select().from(certificates).where(eq(certificates.orderId, orderId)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    db.select().from(disputes).where(eq(disputes.orderId, orderId)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(orderId))))
      .orderBy(asc(auditLog.id)),
    listNotes(db, 'order', orderId),
  ]);
  const mailKeys = [
    `receipt:${orderId}`,
    ...refundRows.map((refund) => `refund-mail:${refund.id}`),
  ];
  const mails = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'send-mail'),
        or(inArray(jobs.dedupeKey, mailKeys), like(jobs.dedupeKey, `receipt:${orderId}:resend:%`)),
      ),
    );
  const timeline: OpsTimelineRecord[] = [
    { at: order.createdAt, kind: 'created', summary: order.kind, detail: order.email },
    {
      at: order.createdAt,
      kind: 'reservation',
      summary: 'held until',
      detail: order.reservationExpiresAt.toISOString(),
    },
  ];
  if (order.paidAt)
    timeline.push({
      at: order.paidAt,
      kind: 'paid',
      summary: order.provider,
      detail: order.providerSessionId,
    });
  if (order.closedAt && CLOSED.has(order.status))
    timeline.push({ at: order.closedAt, kind: 'closed', summary: order.status, detail: null });
  if (certificate) {
    timeline.push({
      at: certificate.issuedAt,
      kind: 'certificate',
      summary: 'issued',
      detail: certificate.id,
    });
    if (certificate.cancelledAt)
      timeline.push({
        at: certificate.cancelledAt,
        kind: 'certificate',
        summary: 'retirement cancelled',
        detail: certificate.id,
      });
  }
  for (const refund of refundRows) {
    timeline.push({
      at: refund.createdAt,
      kind: 'refund',
      summary: `${refund.reason}: ${refund.status}`,
      detail: refund.lastError,
    });
    if (refund.completedAt)
      timeline.push({
        at: refund.completedAt,
        kind: 'refund',
        summary: refund.status,
        detail: refund.providerRefundId ?? refund.lastError,
      });
  }
  for (const dispute of disputeRows) {
    timeline.push({
      at: dispute.createdAt,
      kind: 'dispute',
      summary: 'opened',
      detail: dispute.reason,
    });
    if (dispute.closedAt)
      timeline.push({
        at: dispute.closedAt,
        kind: 'dispute',
        summary: dispute.status,
        detail: null,
      });
  }
  const events =
    order.providerSessionId === null
      ? []
      : await db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.sessionId, order.providerSessionId));
  for (const event of events)
    timeline.push({
      at: event.receivedAt,
      kind: 'provider-event',
      summary: event.type,
      detail: event.id,
    });
  for (const mail of mails) {
    const what = mail.dedupeKey?.startsWith('refund-mail:') ? 'refund e-mail' : 'receipt e-mail';
    timeline.push({
      at: mail.createdAt,
      kind: 'email',
      summary: `${what}: ${mail.status}`,
      detail: mail.lastError,
    });
  }
  for (const entry of auditRows)
    timeline.push({
      at: entry.at,
      kind: 'audit',
      summary: entry.action,
      detail: `${entry.actor} ${JSON.stringify(entry.after)}`,
    });
  for (const note of notes)
    timeline.push({ at: note.at, kind: 'note', summary: note.author, detail: note.body });
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    ...(row ?? { ...order, tonnes: 0, projects: [], certificateId: null }),
    paymentMethod: order.paymentMethod,
    provider: order.provider,
    providerSessionId: order.providerSessionId,
    donationCents: order.donationCents,
    subscriptionId: order.subscriptionId,
    reservationExpiresAt: order.reservationExpiresAt,
    paidAt: order.paidAt,
    refundedAt: order.refundedAt,
    certificateCancelled: certificate?.cancelledAt != null,
    lines,
    timeline,
    notes,
  };
}
