import { z } from 'zod';
import { IdParam, MultiLineText, SingleLineText } from '../fields.js';
import { OpsNote, OpsPageQuery, OpsSearchText } from './ops-notes.js';

/** Where an enquiry is in the operators' inbox. */
export const OpsEnquiryStatus = z.enum(['new', 'in_progress', 'answered']);
/** An enquiry's status. */
export type OpsEnquiryStatus = z.infer<typeof OpsEnquiryStatus>;

/** GET /api/ops/enquiries query: newest first, by status, searched by name, organisation, e-mail. */
export const OpsEnquiriesQuery = OpsPageQuery.extend({
  status: OpsEnquiryStatus.optional(),
  q: OpsSearchText.optional().describe('Part of the name, organisation or e-mail address.'),
});
/** GET /api/ops/enquiries query. */
export type OpsEnquiriesQuery = z.infer<typeof OpsEnquiriesQuery>;

/** An enquiry in the inbox. */
export const OpsEnquirySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  organization: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  status: OpsEnquiryStatus,
  excerpt: z.string().describe('The start of the enquiry’s text.'),
  createdAt: z.string().describe('ISO 8601.'),
  updatedAt: z.string().describe('ISO 8601.'),
});
/** One enquiry of the list. */
export type OpsEnquirySummary = z.infer<typeof OpsEnquirySummary>;

/** GET /api/ops/enquiries reply: one page, the matches in all, and every status's count. */
export const OpsEnquiryPage = z.object({
  items: z.array(OpsEnquirySummary),
  total: z.number().int().describe('Matches of the filter and search, on every page.'),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z
    .record(OpsEnquiryStatus, z.number().int())
    .describe('Enquiries matching the search in each status (whatever the status filter).'),
});
/** A page of the inbox. */
export type OpsEnquiryPage = z.infer<typeof OpsEnquiryPage>;

/** A reply sent to an enquirer, as kept in the audit log. */
export const OpsEnquiryReply = z.object({
  at: z.string().describe('ISO 8601.'),
  actor: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
});
/** One reply. */
export type OpsEnquiryReply = z.infer<typeof OpsEnquiryReply>;

/** GET /api/ops/enquiries/:id reply. */
export const OpsEnquiryDetail = OpsEnquirySummary.omit({ excerpt: true }).extend({
  enquiry: z.string(),
  notes: z.array(OpsNote).describe('Oldest first.'),
  replies: z.array(OpsEnquiryReply).describe('Oldest first.'),
});
/** One enquiry with its notes and replies. */
export type OpsEnquiryDetail = z.infer<typeof OpsEnquiryDetail>;

/** The :id of an enquiry. */
export const OpsEnquiryParams = z.object({ id: IdParam });

/** PATCH /api/ops/enquiries/:id body. */
export const OpsEnquiryStatusRequest = z.object({ status: OpsEnquiryStatus });
/** A status change. */
export type OpsEnquiryStatusRequest = z.infer<typeof OpsEnquiryStatusRequest>;

/** Longest reply to an enquirer, in characters. */
export const OPS_REPLY_MAX_CHARS = 10_000;

/** POST /api/ops/enquiries/:id/reply body: e-mailed to the enquirer through the mail port. */
export const OpsEnquiryReplyRequest = z.object({
  subject: SingleLineText(200)
    .optional()
    .describe('Default: "Re: your enquiry to NetZero Market (#id)".'),
  body: MultiLineText(OPS_REPLY_MAX_CHARS).refine((text) => text.trim() !== '', {
    message: 'Please write a reply.',
  }),
});
/** A reply. */
export type OpsEnquiryReplyRequest = z.infer<typeof OpsEnquiryReplyRequest>;
