import { API_MODES } from '@netzero/core';
import { z } from 'zod';

// What every /v1 call shares: the mode a key works in, money in minor units, cursor paging.

/** A key's mode: test never charges and never touches real stock; live draws on the balance. */
export const ApiMode = z.enum(API_MODES);
/** A key's mode. */
export type ApiMode = z.infer<typeof ApiMode>;

/** An amount of money in minor units (cents), as payment APIs count it: never a float. */
export const Cents = z.number().int().min(0).max(99_999_999_999);

/** ISO 4217 currency code, upper case. */
export const Currency = z.string().length(3);

/** A public id: a prefix naming what it is, then 24 letters and digits (e.g. ord_…, est_…). */
export const publicId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{24}$`), {
    message: `Expected an id like ${prefix}_…`,
  });

/** Most items one page of a /v1 list may hold. */
export const V1_PAGE_LIMIT_MAX = 100;

/** The query of a cursor-paged list: `limit` (1–100, default 20) and the last id of the page before. */
export const V1ListQuery = z.object({
  limit: z.coerce
    .number()
    .int({ message: `limit must be a whole number from 1 to ${V1_PAGE_LIMIT_MAX}.` })
    .min(1, { message: `limit must be a whole number from 1 to ${V1_PAGE_LIMIT_MAX}.` })
    .max(V1_PAGE_LIMIT_MAX, {
      message: `limit must be a whole number from 1 to ${V1_PAGE_LIMIT_MAX}.`,
    })
    .default(20),
  startingAfter: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'startingAfter must be an id from a list.' })
    .optional(),
});
/** The query of a cursor-paged list. */
export type V1ListQuery = z.infer<typeof V1ListQuery>;

/** A page of a list: its items, whether more follow, and the cursor that asks for them. */
export const v1List = <T extends z.ZodType>(item: T) =>
  z.object({
    object: z.literal('list'),
    data: z.array(item),
    hasMore: z.boolean(),
    /** Pass as startingAfter for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });

/** Metadata a developer attaches to an order: at most 20 keys of ≤ 40 characters, values ≤ 500. */
export const Metadata = z
  .record(
    z.string().min(1).max(40, { message: 'Metadata keys are at most 40 characters.' }),
    z.string().max(500, { message: 'Metadata values are at most 500 characters.' }),
  )
  .refine((value) => Object.keys(value).length <= 20, {
    message: 'Metadata holds at most 20 keys.',
  });

/** The header that makes a POST safe to retry: the same key and body answer the same result. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** An Idempotency-Key header's value: 1–255 printable ASCII characters. */
export const IdempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/, {
  message: 'Idempotency-Key must be 1 to 255 printable ASCII characters without spaces.',
});
