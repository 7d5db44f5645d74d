import { z } from 'zod';
import { IdParam, MultiLineText, SingleLineText } from '../fields.js';

/** Largest project image an operator may upload, in bytes (the route's body limit too). */
export const PROJECT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The image types a project image may have (checked against the bytes, not only the header). */
export const PROJECT_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;

const Required = (maxChars: number) => SingleLineText(maxChars).pipe(z.string().min(1));

/** A project's fields as an operator writes them (POST creates; PATCH sends any of them). */
const ProjectFields = {
  slug: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      message: 'Use lower-case letters, digits and single hyphens.',
    }),
  title: Required(120),
  description: MultiLineText(2000).pipe(z.string().trim().min(1)),
  category: SingleLineText(60),
  country: SingleLineText(60),
  region: SingleLineText(80),
  /** The one-line place the catalogue shows, e.g. 'Jharkhand, India'. */
  location: Required(120),
  standard: Required(60),
  methodology: SingleLineText(120),
  vintage: z.number().int().min(1990).max(2100),
  registryName: SingleLineText(60),
  registryProjectId: SingleLineText(60),
  registryUrl: z
    .url({ protocol: /^https?$/, message: 'Enter an http(s) address.' })
    .max(500)
    .nullable(),
  sdgs: z
    .array(z.number().int().min(1).max(17))
    .max(17)
    .refine((goals) => new Set(goals).size === goals.length, {
      message: 'Each goal may appear once.',
    }),
  /** Price per tonne in cents of `currency`. */
  priceCents: z.number().int().min(1).max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'Use an ISO 4217 code such as USD.' }),
  pageCopy: MultiLineText(20_000),
  /** The project page the card's READ MORE opens (one of the site's project pages), or none. */
  plpUrl: SingleLineText(80).nullable(),
};

/** POST /api/ops/projects body: a new project, unpublished until an operator publishes it. */
export const OpsProjectCreate = z.object({
  ...ProjectFields,
  category: ProjectFields.category.default(''),
  country: ProjectFields.country.default(''),
  region: ProjectFields.region.default(''),
  methodology: ProjectFields.methodology.default(''),
  registryName: ProjectFields.registryName.default(''),
  registryProjectId: ProjectFields.registryProjectId.default(''),
  registryUrl: ProjectFields.registryUrl.default(null),
  sdgs: ProjectFields.sdgs.default([]),
  currency: ProjectFields.currency.default('USD'),
  pageCopy: ProjectFields.pageCopy.default(''),
  plpUrl: ProjectFields.plpUrl.default(null),
});
/** POST /api/ops/projects body. */
export type OpsProjectCreate = z.infer<typeof OpsProjectCreate>;

/** PATCH /api/ops/projects/{id} body: the fields to change. */
export const OpsProjectUpdate = z
  .object(ProjectFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Change at least one field.' });
/** PATCH /api/ops/projects/{id} body. */
export type OpsProjectUpdate = z.infer<typeof OpsProjectUpdate>;

/** A project as operators see it: every field, published or not, and its stock in tonnes. */
export const OpsProject = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  country: z.string(),
  region: z.string(),
  location: z.string(),
  standard: z.string(),
  methodology: z.string(),
  vintage: z.number().int(),
  registryName: z.string(),
  registryProjectId: z.string(),
  registryUrl: z.string().nullable(),
  sdgs: z.array(z.number().int()),
  priceCents: z.number().int(),
  currency: z.string(),
  pageCopy: z.string(),
  plpUrl: z.string().nullable(),
  imageUrl: z.string(),
  published: z.boolean(),
  /** Tonnes in issued blocks. */
  issuedTonnes: z.number().int(),
  /** Tonnes in live retired ranges (paid orders and manual retirements). */
  allocatedTonnes: z.number().int(),
  /** Tonnes unpaid orders hold. */
  heldTonnes: z.number().int(),
  /** Tonnes buyers can still reserve: issued − allocated − held. */
  availableTonnes: z.number().int(),
  createdAt: z.string().describe('ISO 8601.'),
  updatedAt: z.string().describe('ISO 8601.'),
});
/** A project for operators. */
export type OpsProject = z.infer<typeof OpsProject>;

/** GET /api/ops/projects reply: every project in catalogue order. */
export const OpsProjectList = z.array(OpsProject);
/** GET /api/ops/projects reply. */
export type OpsProjectList = z.infer<typeof OpsProjectList>;

/** The path of every /api/ops/projects/{id}… route. */
export const OpsProjectParams = z.object({ id: IdParam });
