import { z } from 'zod';
import { Email, IdParam, MultiLineText, SingleLineText } from '../fields.js';
import { OrderStatus } from '../orders.js';

/** Most orders one page of GET /api/ops/orders returns. */
export const OPS_ORDERS_PAGE_MAX = 100;

/** The filters of GET /api/ops/orders and /api/ops/orders.csv (all optional, combined with and). */
export const OpsOrdersFilter = z.object({
  status: OrderStatus.optional(),
  from: z.iso.datetime({ offset: true }).optional().describe('Created at or after (ISO 8601).'),
  to: z.iso.datetime({ offset: true }).optional().describe('Created before (ISO 8601).'),
  projectId: IdParam.optional().describe('Orders with a line of this project.'),
  email: Email.optional().describe("The buyer's e-mail, any case."),
  q: SingleLineText(120)
    .optional()
    .describe('An order id, part of an e-mail, or a certificate id.'),
});
/** The order filters. */
export type OpsOrdersFilter = z.infer<typeof OpsOrdersFilter>;

/** GET /api/ops/orders query: the filters and a page, newest first. */
export const OpsOrdersQuery = OpsOrdersFilter.extend({
  limit: z.coerce.number().int().min(1).max(OPS_ORDERS_PAGE_MAX).default(25),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
/** GET /api/ops/orders query. */
export type OpsOrdersQuery = z.infer<typeof OpsOrdersQuery>;

/** One order in the operators' list. */
export const OpsOrderSummary = z.object({
  id: z.number().int(),
  createdAt: z.string().describe('ISO 8601.'),
  status: OrderStatus,
  kind: z.enum(['cart', 'direct', 'subscription', 'api']),
  email: z.string(),
  receiptName: z.string(),
  userId: z.number().int().nullable(),
  tonnes: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  projects: z.array(z.string()),
  certificateId: z.string().nullable(),
});
/** One order in the list. */
export type OpsOrderSummary = z.infer<typeof OpsOrderSummary>;

/** GET /api/ops/orders reply: a page and how many orders match in all. */
export const OpsOrderList = z.object({
  items: z.array(OpsOrderSummary),
  total: z.number().int(),
});
/** A page of orders. */
export type OpsOrderList = z.infer<typeof OpsOrderList>;

/** An order's id in the path. */
export const OpsOrderIdParams = z.object({ id: IdParam });

/** What happened to an order, in time order. */
export const OpsTimelineKind = z.enum([
  'created',
  'reservation',
  'paid',
  'certificate',
  'refund',
  'dispute',
  'provider-event',
  'email',
  'audit',
  'note',
  'closed',
]);
/** A kind of timeline event. */
export type OpsTimelineKind = z.infer<typeof OpsTimelineKind>;

/** One event of an order's timeline. */
export const OpsTimelineEvent = z.object({
  at: z.string().describe('ISO 8601.'),
  kind: OpsTimelineKind,
  summary: z.string().describe('What happened, as stored (a status, a job kind, an action).'),
  detail: z.string().nullable(),
});
/** One timeline event. */
export type OpsTimelineEvent = z.infer<typeof OpsTimelineEvent>;

/** An operator's note on an order or a customer. */
export const OpsSubjectNote = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601.'),
  authorUserId: z.number().int(),
  author: z.string(),
  body: z.string(),
});
/** A note. */
export type OpsSubjectNote = z.infer<typeof OpsSubjectNote>;

/** POST …/notes body. */
export const OpsSubjectNoteRequest = z.object({
  body: MultiLineText(4000).refine((text) => text.trim() !== '', 'Please write the note.'),
});
/** A new note. */
export type OpsSubjectNoteRequest = z.infer<typeof OpsSubjectNoteRequest>;

/** One line of an order, with the serial range it retired. */
export const OpsOrderLine = z.object({
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  priceAtTimeCents: z.number().int(),
  firstSerial: z.number().int().nullable(),
  lastSerial: z.number().int().nullable(),
});

/** GET /api/ops/orders/:id reply. */
export const OpsOrderDetail = OpsOrderSummary.extend({
  paymentMethod: z.string(),
  provider: z.string(),
  providerSessionId: z.string().nullable(),
  donationCents: z.number().int(),
  subscriptionId: z.number().int().nullable(),
  reservationExpiresAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  certificateCancelled: z.boolean(),
  lines: z.array(OpsOrderLine),
  timeline: z.array(OpsTimelineEvent),
  notes: z.array(OpsSubjectNote),
});
/** One order in detail. */
export type OpsOrderDetail = z.infer<typeof OpsOrderDetail>;

/** POST /api/ops/orders/:id/refund body. */
export const OpsRefundRequest = z.object({
  reason: SingleLineText(500).refine((text) => text !== '', 'Please give a reason.'),
});
/** A refund request. */
export type OpsRefundRequest = z.infer<typeof OpsRefundRequest>;

/** What an order action did: the order's status now, and the refund or job it queued. */
export const OpsOrderActionResult = z.object({
  orderId: z.number().int(),
  status: OrderStatus,
  refundId: z.number().int().nullable(),
});
/** An order action's result. */
export type OpsOrderActionResult = z.infer<typeof OpsOrderActionResult>;
