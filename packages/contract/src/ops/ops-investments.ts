import { z } from 'zod';
import { IdParam } from '../fields.js';
import { OpsNote, OpsPageQuery, OpsSearchText } from './ops-notes.js';

/** An investment's status in the pipeline. */
export const OpsInvestmentStatus = z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED']);
/** An investment's status. */
export type OpsInvestmentStatus = z.infer<typeof OpsInvestmentStatus>;

/** GET /api/ops/investments query: newest first, by status, searched by business, name, e-mail. */
export const OpsInvestmentsQuery = OpsPageQuery.extend({
  status: OpsInvestmentStatus.optional(),
  q: OpsSearchText.optional().describe('Part of the business, name or e-mail address.'),
});
/** GET /api/ops/investments query. */
export type OpsInvestmentsQuery = z.infer<typeof OpsInvestmentsQuery>;

/** An investment with its investor's contact details. */
export const OpsInvestment = z.object({
  id: z.number().int(),
  businessName: z.string(),
  fullName: z.string(),
  email: z.string(),
  address: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  tons: z.number().int().describe('Whole tonnes CO2.'),
  pricePerTonCents: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: OpsInvestmentStatus,
  createdAt: z.string().describe('ISO 8601.'),
  paidAt: z.string().nullable().describe('ISO 8601.'),
  closedAt: z.string().nullable().describe('ISO 8601: when it failed, expired or was refunded.'),
});
/** One investment. */
export type OpsInvestment = z.infer<typeof OpsInvestment>;

/** GET /api/ops/investments reply. */
export const OpsInvestmentPage = z.object({
  items: z.array(OpsInvestment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z
    .record(OpsInvestmentStatus, z.number().int())
    .describe('Investments matching the search in each status (whatever the status filter).'),
});
/** A page of the pipeline. */
export type OpsInvestmentPage = z.infer<typeof OpsInvestmentPage>;

/** GET /api/ops/investments/:id reply. */
export const OpsInvestmentDetail = OpsInvestment.extend({
  notes: z.array(OpsNote).describe('Oldest first.'),
});
/** One investment with its notes. */
export type OpsInvestmentDetail = z.infer<typeof OpsInvestmentDetail>;

/** The :id of an investment. */
export const OpsInvestmentParams = z.object({ id: IdParam });
