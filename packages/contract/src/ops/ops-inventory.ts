import { MAX_LINE_TONNES } from '@netzero/core';
import { z } from 'zod';
import { MultiLineText, SingleLineText } from '../fields.js';

/** Highest project-local serial number (the database's range check). */
export const MAX_SERIAL = 9_999_999_999;

/** Most tonnes one issued block may hold. */
export const MAX_BLOCK_TONNES = 10_000_000;

const Serial = z.number().int().min(1).max(MAX_SERIAL);

/**
 * POST /api/ops/projects/{id}/issuances body: a block the registry issued. Give first and last
 * serial, or a quantity (from firstSerial, or after the project's highest block when absent).
 */
export const OpsIssuanceCreate = z
  .object({
    vintage: z.number().int().min(1990).max(2100),
    /** The registry's serial block, as the registry prints it. */
    registrySerialBlock: SingleLineText(200).pipe(z.string().min(1)),
    firstSerial: Serial.optional(),
    lastSerial: Serial.optional(),
    quantity: z.number().int().min(1).max(MAX_BLOCK_TONNES).optional(),
  })
  .superRefine((block, ctx) => {
    const { firstSerial: first, lastSerial: last, quantity } = block;
    if (last !== undefined && first === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['firstSerial'],
        message: 'Give the first serial too.',
      });
    if (last === undefined && quantity === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'Give a quantity or a last serial.',
      });
    if (first !== undefined && last !== undefined) {
      if (last < first)
        ctx.addIssue({
          code: 'custom',
          path: ['lastSerial'],
          message: 'The last serial comes after the first.',
        });
      else if (last - first + 1 > MAX_BLOCK_TONNES)
        ctx.addIssue({
          code: 'custom',
          path: ['lastSerial'],
          message: `A block holds at most ${MAX_BLOCK_TONNES} tonnes.`,
        });
      else if (quantity !== undefined && quantity !== last - first + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: 'The quantity is last − first + 1.',
        });
    }
  });
/** POST /api/ops/projects/{id}/issuances body. */
export type OpsIssuanceCreate = z.infer<typeof OpsIssuanceCreate>;

/** One issued block. */
export const OpsIssuance = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  vintage: z.number().int(),
  registrySerialBlock: z.string(),
  firstSerial: z.number().int(),
  lastSerial: z.number().int(),
  quantity: z.number().int(),
  createdAt: z.string().describe('ISO 8601.'),
  createdBy: z.number().int().nullable().describe('The operator; null: machine token or backfill.'),
});
/** One issued block. */
export type OpsIssuance = z.infer<typeof OpsIssuance>;

/** GET /api/ops/projects/{id}/issuances reply: the blocks in serial order. */
export const OpsIssuanceList = z.array(OpsIssuance);
/** GET /api/ops/projects/{id}/issuances reply. */
export type OpsIssuanceList = z.infer<typeof OpsIssuanceList>;

/** Most ledger entries one request returns. */
export const LEDGER_PAGE_MAX = 200;

/** GET /api/ops/projects/{id}/ledger query: ranges in serial order, paged. */
export const OpsLedgerQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(LEDGER_PAGE_MAX).default(50),
});
/** GET /api/ops/projects/{id}/ledger query. */
export type OpsLedgerQuery = z.infer<typeof OpsLedgerQuery>;

/** One allocated range: for an order (with its certificate) or retired by hand. */
export const OpsLedgerEntry = z.object({
  id: z.number().int(),
  firstSerial: z.number().int(),
  lastSerial: z.number().int(),
  tonnes: z.number().int(),
  retiredAt: z.string().describe('ISO 8601.'),
  cancelledAt: z.string().nullable().describe('Set when its order was refunded.'),
  orderId: z.number().int().nullable(),
  certificateId: z.string().nullable(),
  beneficiary: z.string().nullable().describe('A manual retirement: on whose behalf.'),
  note: z.string().nullable(),
});
/** One ledger entry. */
export type OpsLedgerEntry = z.infer<typeof OpsLedgerEntry>;

/** GET /api/ops/projects/{id}/ledger reply. */
export const OpsLedgerPage = z.object({
  entries: z.array(OpsLedgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
/** GET /api/ops/projects/{id}/ledger reply. */
export type OpsLedgerPage = z.infer<typeof OpsLedgerPage>;

/** POST /api/ops/projects/{id}/retirements body: credits sold off-platform, retired by hand. */
export const OpsRetirementCreate = z.object({
  quantity: z.number().int().min(1).max(MAX_LINE_TONNES),
  beneficiary: SingleLineText(200).pipe(z.string().min(1)),
  note: MultiLineText(1000).default(''),
});
/** POST /api/ops/projects/{id}/retirements body. */
export type OpsRetirementCreate = z.infer<typeof OpsRetirementCreate>;

/** POST /api/ops/projects/{id}/retirements reply: the ranges retired and the stock left. */
export const OpsRetirementResult = z.object({
  entries: z.array(OpsLedgerEntry),
  availableTonnes: z.number().int(),
});
/** POST /api/ops/projects/{id}/retirements reply. */
export type OpsRetirementResult = z.infer<typeof OpsRetirementResult>;
