import { z } from 'zod';
import { ERROR_EXAMPLE } from './v1/v1-examples.js';

/** The body of every 4xx/5xx answer: a message, and per-field messages when the input was invalid. */
export const ErrorBody = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error', examples: [ERROR_EXAMPLE] });
/** The body of every error answer. */
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A reply that only says something. */
export const MessageBody = z.object({ message: z.string() });
/** A reply that only says something. */
export type MessageBody = z.infer<typeof MessageBody>;
