import { eq, type SQL, sql } from 'drizzle-orm';
import type { ProjectAdminRecord } from '../services/ports/project-admin.repository.port.js';
import type { Database } from './database.js';
import { products } from './schema.js';

// A project's stock as the ledger sees it: issued blocks, live ranges, unpaid holds.
const issued = sql<number>`(select coalesce(sum(b.quantity), 0) from credit_issuances b
  where b.product_id = "products"."id")`.mapWith(Number);
const allocated = sql<number>`(select coalesce(sum(r.last_serial - r.first_serial + 1), 0)
  from credit_retirements r where r.product_id = "products"."id" and r.cancelled_at is null)`.mapWith(
  Number,
);
const held = sql<number>`(select coalesce(sum(i.quantity), 0) from order_items i
  join orders o on o.id = i.order_id where i.product_id = "products"."id" and o.status = 'PENDING')`.mapWith(
  Number,
);

/** The columns of a ProjectAdminRecord. */
export const projectAdminColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  description: products.description,
  category: products.category,
  country: products.country,
  region: products.region,
  location: products.location,
  standard: products.standard,
  methodology: products.methodology,
  vintage: products.vintage,
  registryName: products.registryName,
  registryProjectId: products.registryProjectId,
  registryUrl: products.registryUrl,
  sdgs: products.sdgs,
  priceCents: products.priceCents,
  currency: products.currency,
  pageCopy: products.pageCopy,
  plpUrl: products.plpUrl,
  imageUrl: products.imageUrl,
  published: products.published,
  issuedTonnes: issued,
  allocatedTonnes: allocated,
  heldTonnes: held,
  availableTonnes: products.availableTonnes,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** Projects with their stock, in catalogue order. */
export async function selectProjects(db: Database, where?: SQL): Promise<ProjectAdminRecord[]> {
  return db
    .select(projectAdminColumns)
    .from(products)
    .where(where)
    .orderBy(products.sortOrder, products.id);
}

/** One project with its stock, or null. */
export async function selectProject(db: Database, id: number): Promise<ProjectAdminRecord | null> {
  const [row] = await selectProjects(db, eq(products.id, id));
  return row ?? null;
}

/** What the audit log keeps of a project: its fields, not its computed stock. */
export function auditedProject(record: ProjectAdminRecord): Record<string, unknown> {
  const { issuedTonnes, allocatedTonnes, heldTonnes, createdAt, updatedAt, ...fields } = record;
  return fields;
}
