import { isValidEmail } from '@netzero/core';
import { z } from 'zod';

/** An e-mail address by the core's rule (the same one every form uses), at most 254 characters. */
export const Email = z
  .string()
  .trim()
  .max(254)
  .refine(isValidEmail, { message: 'Please enter a valid email address.' });

/** A positive database id, as a number (1 … 2^31−1). */
export const Id = z.number().int().min(1).max(2_147_483_647);

/** A positive database id in a path or query string. */
export const IdParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** A whole number of tonnes CO2 in one line of a cart or order (1 … 1,000,000). */
export const Tonnes = z.number().int().min(1).max(1_000_000);

/** An amount of money in major units (dollars), as the spec's client reads it. */
export const Amount = z.number().nonnegative();
