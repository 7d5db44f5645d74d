import { z } from 'zod';
import { MultiLineText, SingleLineText } from './fields.js';

/**
 * POST /api/questionnaires body (spec §3 'Enquiry'). Only the shape is checked here; the spec's
 * rules and messages (§5) are applied by the core's validateEnquiry so client and server agree.
 */
export const EnquiryRequest = z.object({
  name: SingleLineText(200),
  organization: SingleLineText(200),
  phoneNumber: SingleLineText(40),
  email: SingleLineText(254),
  enquiry: MultiLineText(5000),
});
/** POST /api/questionnaires body. */
export type EnquiryRequest = z.infer<typeof EnquiryRequest>;

/** POST /api/questionnaires reply. */
export const EnquiryResponse = z.object({ message: z.string(), id: z.number().int() });
