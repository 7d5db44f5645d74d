import { z } from 'zod';
import { Email } from './fields.js';

/** Most outbox messages one request returns. */
export const OUTBOX_PAGE_MAX = 50;

/** GET /api/ops/outbox query: the messages sent to one address, newest first. */
export const OutboxQuery = z.object({
  to: Email.describe('The recipient, as the message was addressed.'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(OUTBOX_PAGE_MAX)
    .default(10)
    .describe(`How many messages, newest first (1–${OUTBOX_PAGE_MAX}, default 10).`),
});
/** GET /api/ops/outbox query. */
export type OutboxQuery = z.infer<typeof OutboxQuery>;

/** One message of the embedded mailer's outbox. */
export const OutboxMessageResponse = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string().describe('The plain-text body, with any links in full.'),
  createdAt: z.string().describe('ISO 8601.'),
});
/** One outbox message. */
export type OutboxMessageResponse = z.infer<typeof OutboxMessageResponse>;

/** GET /api/ops/outbox reply. */
export const OutboxListResponse = z.array(OutboxMessageResponse);

/** GET /api/ops/outbox/messages query: the whole outbox, newest first, paged by the last id seen. */
export const OutboxPageQuery = z.object({
  to: Email.optional().describe('Only messages to this address (without case).'),
  beforeId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe('Messages older than this id (the next page).'),
  limit: z.coerce.number().int().min(1).max(OUTBOX_PAGE_MAX).default(25),
});
/** GET /api/ops/outbox/messages query. */
export type OutboxPageQuery = z.infer<typeof OutboxPageQuery>;

/** One message in the outbox listing: never its body. */
export const OutboxSummary = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  hasHtml: z.boolean(),
  createdAt: z.string().describe('ISO 8601.'),
});
/** One message of the listing. */
export type OutboxSummary = z.infer<typeof OutboxSummary>;

/** GET /api/ops/outbox/messages reply. */
export const OutboxPage = z.object({
  items: z.array(OutboxSummary),
  nextBeforeId: z.number().int().nullable().describe('Pass as beforeId for the next page.'),
});
/** A page of the outbox. */
export type OutboxPage = z.infer<typeof OutboxPage>;

/** GET /api/ops/outbox/:id reply: one message with both bodies. */
export const OutboxMessageDetail = OutboxMessageResponse.extend({
  html: z.string().nullable().describe('The HTML body as sent; show it sandboxed, never inline.'),
});
/** One message. */
export type OutboxMessageDetail = z.infer<typeof OutboxMessageDetail>;

/** The :id of an outbox message. */
export const OutboxParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
