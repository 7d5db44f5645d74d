import { MAX_LINE_TONNES } from '@netzero/core';
import { z } from 'zod';
import { SingleLineText } from '../fields.js';
import { ApiMode, Cents, Currency, Metadata, publicId, v1List } from './v1-common.js';
import { ORDER_EXAMPLE } from './v1-examples.js';

/** Where an API order is: a draft holds stock and a price; placed is charged; then fulfilled or cancelled. */
export const V1OrderState = z.enum(['draft', 'placed', 'fulfilled', 'cancelled']);
/** Where an API order is. */
export type V1OrderState = z.infer<typeof V1OrderState>;

/** POST /v1/orders body: by `tonnes`, by `amountCents` (the most whole tonnes it buys) or by `estimateId`. */
export const V1OrderRequest = z
  .object({
    tonnes: z
      .number({ message: 'tonnes must be a whole number.' })
      .int({ message: 'tonnes must be a whole number.' })
      .min(1, { message: 'tonnes must be at least 1.' })
      .max(MAX_LINE_TONNES, { message: `tonnes must be at most ${MAX_LINE_TONNES}.` })
      .optional(),
    /** A budget in minor units: the order buys as many whole tonnes as it pays for. */
    amountCents: Cents.min(1, { message: 'amountCents must be at least 1.' }).optional(),
    estimateId: publicId('est').optional(),
    /** The project to buy from; the cheapest published project with the stock when absent. */
    projectId: z.number().int().min(1).max(2_147_483_647).optional(),
    /** Only credits of this vintage. */
    vintage: z.number().int().min(1990).max(2100).optional(),
    /** A public name printed on the certificate (a company, a customer). */
    beneficiary: SingleLineText(120).pipe(z.string().min(1)).optional(),
    metadata: Metadata.optional(),
    /** draft: hold the stock briefly and show the price; placed (default): charge the balance now. */
    state: z.enum(['draft', 'placed']).default('placed'),
  })
  .refine(
    (body) =>
      [body.tonnes, body.amountCents, body.estimateId].filter((value) => value !== undefined)
        .length === 1,
    {
      message: 'Send exactly one of tonnes, amountCents or estimateId.',
      path: ['tonnes'],
    },
  );
/** POST /v1/orders body. */
export type V1OrderRequest = z.input<typeof V1OrderRequest>;

/** A range of serial numbers retired for an order, in the project's ledger (a test ledger's in test mode). */
export const V1SerialRange = z.object({
  first: z.number().int(),
  last: z.number().int(),
  /** The registry's serial block the range lies in (empty in test mode). */
  registrySerialBlock: z.string(),
  vintage: z.number().int(),
});

/** An order of the public API. */
export const V1Order = z
  .object({
    object: z.literal('order'),
    id: publicId('ord'),
    mode: ApiMode,
    state: V1OrderState,
    projectId: z.number().int(),
    projectName: z.string(),
    /** The vintage asked for; null when any would do. */
    vintage: z.number().int().nullable(),
    tonnes: z.number().int().min(1),
    unitPriceCents: Cents,
    amountCents: Cents,
    currency: Currency,
    estimateId: z.string().nullable(),
    beneficiary: z.string().nullable(),
    metadata: z.record(z.string(), z.string()),
    createdAt: z.string(),
    /** Until when a draft holds its stock and price; null once placed. */
    draftExpiresAt: z.string().nullable(),
    placedAt: z.string().nullable(),
    fulfilledAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    /** The public certificate page, once fulfilled (a test certificate says it retired nothing). */
    certificateUrl: z.string().nullable(),
    /** The retired serial ranges, once fulfilled. */
    serialRanges: z.array(V1SerialRange),
  })
  .meta({ id: 'Order', examples: [ORDER_EXAMPLE] });
/** An order of the public API. */
export type V1Order = z.infer<typeof V1Order>;

/** GET /v1/orders reply: newest first. */
export const V1OrderList = v1List(V1Order).meta({ id: 'OrderList' });
/** GET /v1/orders reply. */
export type V1OrderList = z.infer<typeof V1OrderList>;

/** /v1/orders/{id} path. */
export const V1OrderParams = z.object({ id: publicId('ord') });
