import { z } from 'zod';
import { Cents, Currency, v1List } from './v1-common.js';
import { PROJECT_EXAMPLE } from './v1-examples.js';

/** Tonnes of one vintage a project can still sell. */
export const V1Vintage = z.object({
  vintage: z.number().int(),
  availableTonnes: z.number().int().min(0),
});

/** A carbon project as the public API shows it. */
export const V1Project = z
  .object({
    object: z.literal('project'),
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    country: z.string(),
    region: z.string(),
    location: z.string(),
    standard: z.string(),
    methodology: z.string(),
    registry: z.object({
      name: z.string(),
      projectId: z.string(),
      url: z.string().nullable(),
    }),
    /** UN Sustainable Development Goals the project advances (1–17). */
    sdgs: z.array(z.number().int()),
    /** Price of one tonne, in minor units of `currency`. */
    unitPriceCents: Cents,
    currency: Currency,
    /** Tonnes for sale now, all vintages together. */
    availableTonnes: z.number().int().min(0),
    /** The vintages of its issued credits, newest first, with what each can still sell. */
    vintages: z.array(V1Vintage),
    imageUrl: z.string(),
    /** The project's page on the site. */
    url: z.string(),
  })
  .meta({ id: 'Project', examples: [PROJECT_EXAMPLE] });
/** A carbon project as the public API shows it. */
export type V1Project = z.infer<typeof V1Project>;

/** GET /v1/projects reply: every published project, in the catalogue's order. */
export const V1ProjectList = v1List(V1Project).meta({ id: 'ProjectList' });
/** GET /v1/projects reply. */
export type V1ProjectList = z.infer<typeof V1ProjectList>;

/** GET /v1/projects/{id} path. */
export const V1ProjectParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
