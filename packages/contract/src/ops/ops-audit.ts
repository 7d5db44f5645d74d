import { z } from 'zod';
import { IdParam, SingleLineText } from '../fields.js';

/** Most audit entries one request returns. */
export const AUDIT_PAGE_MAX = 200;

/** GET /api/ops/audit query: newest first, filtered, paged by the last id seen. */
export const OpsAuditQuery = z.object({
  actorUserId: IdParam.optional(),
  action: SingleLineText(80).optional().describe('e.g. order.refund'),
  targetType: SingleLineText(40).optional(),
  targetId: SingleLineText(80).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  beforeId: IdParam.optional().describe('Entries older than this id (the next page).'),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
/** GET /api/ops/audit query. */
export type OpsAuditQuery = z.infer<typeof OpsAuditQuery>;

/** One operator action. */
export const OpsAuditEntry = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601.'),
  actorUserId: z.number().int().nullable().describe('null: the machine token.'),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
/** One audit entry. */
export type OpsAuditEntry = z.infer<typeof OpsAuditEntry>;

/** GET /api/ops/audit reply. */
export const OpsAuditList = z.array(OpsAuditEntry);
