import { z } from 'zod';
import { Amount, IdParam } from './fields.js';

/** A carbon project as GET /api/products lists it (spec §3 'Product' plus registry metadata). */
export const ProductResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  plpUrl: z.string().nullable(),
  /** Price per tonne CO2, in major units of `currency`. */
  price: Amount,
  currency: z.string().length(3),
  /** Tonnes still available to buy. */
  availableTonnes: z.number().int().nonnegative(),
  /** The crediting standard, e.g. 'Verra VCS' or 'Gold Standard'. */
  standard: z.string(),
  /** Year the reductions happened. */
  vintage: z.number().int(),
  location: z.string(),
  /** UN Sustainable Development Goals the project serves (1–17). */
  sdgs: z.array(z.number().int().min(1).max(17)),
});
/** A carbon project. */
export type ProductResponse = z.infer<typeof ProductResponse>;

/** GET /api/products reply: an array of projects. */
export const ProductListResponse = z.array(ProductResponse);

/** GET /api/products/{id} path. */
export const ProductParams = z.object({ id: IdParam });
