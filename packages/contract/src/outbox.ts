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
