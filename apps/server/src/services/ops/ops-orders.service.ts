import { type CsvCell, csvText } from '@netzero/core';
import { receiptEmail } from '../orders/receipt-email.js';
import type { OperatorActor } from '../ports/audit-log.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import type {
  OperatorNotes,
  OpsNoteRecord,
  OpsOrderDetailRecord,
  OpsOrderFilter,
  OpsOrderRepository,
  OpsOrderRow,
  OpsRefundOutcome,
  OpsResendOutcome,
} from '../ports/ops-orders.port.js';
import type { OrderRecord } from '../ports/order.repository.port.js';

/** Orders one query of the CSV export reads: a million orders never sit in memory. */
export const CSV_BATCH_ORDERS = 500;

/** The CSV export's columns. */
export const ORDER_CSV_HEADER: readonly string[] = [
  'order_id',
  'created_at',
  'status',
  'kind',
  'email',
  'receipt_name',
  'user_id',
  'tonnes',
  'total_cents',
  'currency',
  'projects',
  'certificate_id',
];

function csvRow(order: OpsOrderRow): CsvCell[] {
  return [
    order.id,
    order.createdAt.toISOString(),
    order.status,
    order.kind,
    order.email,
    order.receiptName,
    order.userId ?? '',
    order.tonnes,
    order.totalCents,
    order.currency,
    order.projects.join('; '),
    order.certificateId ?? '',
  ];
}

/** Why a note could not be added. */
export type NoteOutcome =
  | { readonly kind: 'added'; readonly note: OpsNoteRecord }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'needs-account' };

/** The operators' orders: list, export, detail, refund, resend the receipt, notes. */
export class OpsOrdersService {
  readonly #deps: {
    orders: OpsOrderRepository;
    notes: OperatorNotes;
    clock: ServerClock;
    publicUrl: string;
  };

  constructor(deps: {
    orders: OpsOrderRepository;
    notes: OperatorNotes;
    clock: ServerClock;
    publicUrl: string;
  }) {
    this.#deps = deps;
  }

  list(filter: OpsOrderFilter, page: { limit: number; offset: number }) {
    return this.#deps.orders.list(filter, page);
  }

  /** The matching orders as RFC 4180 CSV, a header then one chunk per batch of orders. */
  async *csv(filter: OpsOrderFilter, batch = CSV_BATCH_ORDERS): AsyncGenerator<string> {
    yield csvText([ORDER_CSV_HEADER]);
    let after: OpsOrderRow | null = null;
    for (;;) {
      const rows = await this.#deps.orders.listAfter(filter, after, batch);
      if (rows.length > 0) yield csvText(rows.map(csvRow));
      if (rows.length < batch) return;
      after = rows[rows.length - 1] ?? null;
    }
  }

  detail(orderId: number): Promise<OpsOrderDetailRecord | null> {
    return this.#deps.orders.detail(orderId);
  }

  /** Refunds a PAID order through the payment port (a durable job); see OpsOrderRepository.refund. */
  refund(orderId: number, actor: OperatorActor, reason: string): Promise<OpsRefundOutcome> {
    return this.#deps.orders.refund(orderId, actor, reason, this.#deps.clock.now());
  }

  /** Queues the receipt of a PAID order again. */
  resendReceipt(orderId: number, actor: OperatorActor): Promise<OpsResendOutcome> {
    return this.#deps.orders.resendReceipt(
      orderId,
      actor,
      (order) => this.#receipt(order),
      this.#deps.clock.now(),
    );
  }

  /** A note by the operator's account (the machine token has none to sign it with). */
  async addNote(orderId: number, actor: OperatorActor, body: string): Promise<NoteOutcome> {
    if (actor.userId === null) return { kind: 'needs-account' };
    const note = await this.#deps.notes.add(
      'order',
      orderId,
      { ...actor, userId: actor.userId },
      body.trim(),
    );
    return note ? { kind: 'added', note } : { kind: 'not-found' };
  }

  #receipt(order: OrderRecord) {
    if (!order.certificateId) return null;
    const link = `${this.#deps.publicUrl}/certificates/${encodeURIComponent(order.certificateId)}`;
    return receiptEmail(order, link);
  }
}
