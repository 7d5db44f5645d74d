import { z } from 'zod';

/** Paid orders in a period: how many, their revenue and tonnes. */
export const OpsSalesFigures = z.object({
  orders: z.number().int(),
  revenueCents: z.number().int().describe('Totals of the paid orders, donations included.'),
  tonnes: z.number().int(),
});
/** Sales in a period. */
export type OpsSalesFigures = z.infer<typeof OpsSalesFigures>;

/** One UTC day of the revenue chart. */
export const OpsSalesDay = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC).'),
  orders: z.number().int(),
  revenueCents: z.number().int(),
  tonnes: z.number().int(),
});
/** One day. */
export type OpsSalesDay = z.infer<typeof OpsSalesDay>;

/** A project's stock. */
export const OpsProjectStock = z.object({
  productId: z.number().int(),
  title: z.string(),
  availableTonnes: z.number().int(),
  soldTonnes: z.number().int().describe('Tonnes of paid orders (refunded ones excluded).'),
  lowStock: z.boolean(),
});
/** One project's stock. */
export type OpsProjectStock = z.infer<typeof OpsProjectStock>;

/** Something an operator should look at: a refund, a late payment, a dead job or a dispute. */
export const OpsAttentionItem = z.object({
  id: z.string().describe('The refund’s, order’s, job’s or dispute’s id.'),
  orderId: z.number().int().nullable().describe('The order it concerns, if any.'),
  kind: z.string().describe('A refund’s or dispute’s reason, or a job’s kind.'),
  status: z.string(),
  amountCents: z.number().int().nullable(),
  detail: z.string().nullable().describe('An e-mail address, or a job’s last error.'),
  at: z.string().describe('ISO 8601.'),
});
/** One item. */
export type OpsAttentionItem = z.infer<typeof OpsAttentionItem>;

/** How many of one kind need attention, and the latest few. */
export const OpsAttentionGroup = z.object({
  count: z.number().int(),
  latest: z.array(OpsAttentionItem),
});
/** One group. */
export type OpsAttentionGroup = z.infer<typeof OpsAttentionGroup>;

/** GET /api/ops/overview reply. Days and periods are UTC days ending today. */
export const OpsOverview = z.object({
  generatedAt: z.string().describe('ISO 8601.'),
  sales: z.object({
    today: OpsSalesFigures.describe('Since 00:00 UTC today.'),
    last7Days: OpsSalesFigures.describe('Today and the 6 UTC days before.'),
    last30Days: OpsSalesFigures.describe('Today and the 29 UTC days before.'),
  }),
  byDay: z.array(OpsSalesDay).describe('The last 30 UTC days, oldest first, every day present.'),
  stock: z.array(OpsProjectStock),
  lowStockTonnes: z.number().int().describe('Available tonnes under which a project is low.'),
  attention: z.object({
    automaticRefunds: OpsAttentionGroup.describe('Refunds of late payments and renewals.'),
    lateReconciled: OpsAttentionGroup.describe('Late payments whose order was reopened and paid.'),
    deadJobs: OpsAttentionGroup,
    openDisputes: OpsAttentionGroup,
  }),
});
/** The overview. */
export type OpsOverview = z.infer<typeof OpsOverview>;
