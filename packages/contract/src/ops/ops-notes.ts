import { z } from 'zod';
import { MultiLineText, SingleLineText } from '../fields.js';

/** Longest operator note, in characters. */
export const OPS_NOTE_MAX_CHARS = 5000;

/** POST /api/ops/{enquiries|investments}/:id/notes body: an internal note, never sent to anyone. */
export const OpsNoteRequest = z.object({
  body: MultiLineText(OPS_NOTE_MAX_CHARS)
    .refine((text) => text.trim() !== '', { message: 'Please write a note.' })
    .describe(`The note (1–${OPS_NOTE_MAX_CHARS} characters).`),
});
/** A new note. */
export type OpsNoteRequest = z.infer<typeof OpsNoteRequest>;

/** An operator's internal note on a record. */
export const OpsNote = z.object({
  id: z.number().int(),
  authorUserId: z.number().int(),
  author: z.string().describe('The author’s e-mail address.'),
  body: z.string(),
  createdAt: z.string().describe('ISO 8601.'),
});
/** One note. */
export type OpsNote = z.infer<typeof OpsNote>;

/** Paging of the console's lists: page numbers from 1. */
export const OpsPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** Search text of the console's lists (matched anywhere, without case). */
export const OpsSearchText = SingleLineText(100);
