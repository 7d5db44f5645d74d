import { err, ok, type Result } from '@netzero/core';
import { and, eq, like, sql } from 'drizzle-orm';
import type { OperatorActor } from '../services/ports/audit-log.port.js';
import type {
  ProjectAdminRecord,
  ProjectAdminRepository,
  ProjectFields,
  ProjectImage,
} from '../services/ports/project-admin.repository.port.js';
import { appendAuditEntry } from './audit-records.js';
import type { Database } from './database.js';
import { isUniqueViolation } from './postgres-errors.js';
import { auditedProject, selectProject, selectProjects } from './project-admin-records.js';
import { productImages, products } from './schema.js';

type Changed = Result<ProjectAdminRecord, 'PROJECTS.NOT_FOUND'>;

/** Projects for the operator console, on PGlite or PostgreSQL. */
export class DrizzleProjectAdminRepository implements ProjectAdminRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  list(): Promise<ProjectAdminRecord[]> {
    return selectProjects(this.#db);
  }

  find(id: number): Promise<ProjectAdminRecord | null> {
    return selectProject(this.#db, id);
  }

  async create(
    fields: ProjectFields,
    imageUrl: string,
    actor: OperatorActor,
  ): Promise<Result<ProjectAdminRecord, 'PROJECTS.SLUG_TAKEN'>> {
    try {
      const created = await this.#db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            ...fields,
            sdgs: [...fields.sdgs],
            imageUrl,
            availableTonnes: 0,
            published: false,
            sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from products)`,
          })
          .returning({ id: products.id });
        const record = row && (await selectProject(tx, row.id));
        if (!record) throw new Error('insert into products returned no row');
        await appendAuditEntry(tx, {
          actor,
          action: 'project.create',
          targetType: 'project',
          targetId: String(record.id),
          after: auditedProject(record),
        });
        return record;
      });
      return ok(created);
    } catch (error) {
      if (isUniqueViolation(error)) return err('PROJECTS.SLUG_TAKEN');
      throw error;
    }
  }

  async update(
    id: number,
    patch: Partial<ProjectFields>,
    actor: OperatorActor,
  ): Promise<Result<ProjectAdminRecord, 'PROJECTS.NOT_FOUND' | 'PROJECTS.SLUG_TAKEN'>> {
    try {
      return await this.#change(id, actor, 'project.update', patch, (before) => {
        const keys = Object.keys(patch) as (keyof ProjectFields)[];
        return {
          before: Object.fromEntries(keys.map((key) => [key, before[key]])),
          after: Object.fromEntries(keys.map((key) => [key, patch[key]])),
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return err('PROJECTS.SLUG_TAKEN');
      throw error;
    }
  }

  setPublished(id: number, published: boolean, actor: OperatorActor): Promise<Changed> {
    return this.#change(id, actor, 'project.publish', { published }, (before) => ({
      before: { published: before.published },
      after: { published },
    }));
  }

  async storeImage(
    id: number,
    image: ProjectImage,
    imageUrl: string,
    actor: OperatorActor,
  ): Promise<Changed> {
    return this.#change(
      id,
      actor,
      'project.image',
      { imageUrl },
      (before) => ({
        before: { imageUrl: before.imageUrl },
        after: { imageUrl, contentType: image.contentType, size: image.bytes.length },
      }),
      async (tx) => {
        await tx
          .insert(productImages)
          .values({ productId: id, ...image, size: image.bytes.length })
          .onConflictDoNothing();
      },
    );
  }

  async findImage(productId: number, shaPrefix: string) {
    const [image] = await this.#db
      .select({ contentType: productImages.contentType, bytes: productImages.bytes })
      .from(productImages)
      .where(
        and(eq(productImages.productId, productId), like(productImages.sha256, `${shaPrefix}%`)),
      )
      .limit(1);
    return image ?? null;
  }

  // One change of a project row with its audit entry, in one transaction; the row is locked so
  // the entry's 'before' is what the change replaced.
  async #change(
    id: number,
    actor: OperatorActor,
    action: string,
    values: Partial<ProjectFields> & { published?: boolean; imageUrl?: string },
    audit: (before: ProjectAdminRecord) => { before: unknown; after: unknown },
    alsoWith?: (tx: Database) => Promise<void>,
  ): Promise<Changed> {
    return this.#db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      const before = locked && (await selectProject(tx, id));
      if (!before) return err('PROJECTS.NOT_FOUND' as const);
      await alsoWith?.(tx);
      const { sdgs, ...rest } = values;
      await tx
        .update(products)
        .set({ ...rest, ...(sdgs && { sdgs: [...sdgs] }), updatedAt: sql`now()` })
        .where(eq(products.id, id));
      const after = await selectProject(tx, id);
      if (!after) throw new Error(`project ${id} vanished while it was changed`);
      await appendAuditEntry(tx, {
        actor,
        action,
        targetType: 'project',
        targetId: String(id),
        ...audit(before),
      });
      return ok(after);
    });
  }
}
