import { z } from 'zod';
import { IdParam, SingleLineText } from '../fields.js';
import { OrderStatus } from '../orders.js';
import { SubscriptionStatus } from '../subscriptions.js';
import { OpsSubjectNote } from './ops-orders.js';

/** Most customers one page of GET /api/ops/customers returns. */
export const OPS_CUSTOMERS_PAGE_MAX = 100;

/** GET /api/ops/customers query: a search by name or e-mail, paged, newest accounts first. */
export const OpsCustomersQuery = z.object({
  q: SingleLineText(120).optional().describe('Part of the username or e-mail, any case.'),
  limit: z.coerce.number().int().min(1).max(OPS_CUSTOMERS_PAGE_MAX).default(25),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
/** GET /api/ops/customers query. */
export type OpsCustomersQuery = z.infer<typeof OpsCustomersQuery>;

/** One account in the operators' list, with its counts. */
export const OpsCustomerSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['buyer', 'operator']),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string().describe('ISO 8601.'),
  orders: z.number().int(),
  paidTotalCents: z.number().int().describe('Sum of PAID orders, in minor units of any currency.'),
  subscriptions: z.number().int(),
});
/** One customer in the list. */
export type OpsCustomerSummary = z.infer<typeof OpsCustomerSummary>;

/** GET /api/ops/customers reply. */
export const OpsCustomerList = z.object({
  items: z.array(OpsCustomerSummary),
  total: z.number().int(),
});
/** A page of customers. */
export type OpsCustomerList = z.infer<typeof OpsCustomerList>;

/** A customer's id in the path. */
export const OpsCustomerIdParams = z.object({ id: IdParam });

/** One order of a customer. */
export const OpsCustomerOrder = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: OrderStatus,
  totalCents: z.number().int(),
  currency: z.string(),
});

/** One subscription of a customer. */
export const OpsCustomerSubscription = z.object({
  id: z.number().int(),
  status: SubscriptionStatus,
  productName: z.string(),
  quantity: z.number().int(),
  currentPeriodEnd: z.string(),
});

/** GET /api/ops/customers/:id reply. */
export const OpsCustomerDetail = OpsCustomerSummary.extend({
  disabledAt: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  recentOrders: z.array(OpsCustomerOrder),
  subscriptionList: z.array(OpsCustomerSubscription),
  notes: z.array(OpsSubjectNote),
});
/** One customer in detail. */
export type OpsCustomerDetail = z.infer<typeof OpsCustomerDetail>;
