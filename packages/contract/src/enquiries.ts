import { z } from 'zod';

/**
 * POST /api/questionnaires body (spec §3 'Enquiry'). Only the shape is checked here; the spec's
 * rules and messages (§5) are applied by the core's validateEnquiry so client and server agree.
 */
export const EnquiryRequest = z.object({
  name: z.string().max(200),
  organization: z.string().max(200),
  phoneNumber: z.string().max(40),
  email: z.string().max(254),
  enquiry: z.string().max(5000),
});
/** POST /api/questionnaires body. */
export type EnquiryRequest = z.infer<typeof EnquiryRequest>;

/** POST /api/questionnaires reply. */
export const EnquiryResponse = z.object({ message: z.string(), id: z.number().int() });
