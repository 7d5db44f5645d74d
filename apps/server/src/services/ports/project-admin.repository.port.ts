import type { Result } from '@netzero/core';
import type { OperatorActor } from './audit-log.port.js';

/** What an operator writes about a project (money in cents, SDGs 1–17). */
export interface ProjectFields {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly country: string;
  readonly region: string;
  readonly location: string;
  readonly standard: string;
  readonly methodology: string;
  readonly vintage: number;
  readonly registryName: string;
  readonly registryProjectId: string;
  readonly registryUrl: string | null;
  readonly sdgs: readonly number[];
  readonly priceCents: number;
  readonly currency: string;
  readonly pageCopy: string;
  readonly plpUrl: string | null;
}

/** A project as operators see it, with its stock in tonnes. */
export interface ProjectAdminRecord extends ProjectFields {
  readonly id: number;
  readonly imageUrl: string;
  readonly published: boolean;
  /** Tonnes in issued blocks. */
  readonly issuedTonnes: number;
  /** Tonnes in live retired ranges. */
  readonly allocatedTonnes: number;
  /** Tonnes unpaid (PENDING) orders hold. */
  readonly heldTonnes: number;
  /** products.available_tonnes: issued − allocated − held. */
  readonly availableTonnes: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** An uploaded image whose content was checked. */
export interface ProjectImage {
  readonly contentType: string;
  readonly bytes: Uint8Array;
  /** Hex SHA-256 of the bytes. */
  readonly sha256: string;
}

/**
 * Projects for the operator console. Every change writes its audit entry in its own transaction
 * ('project.create', 'project.update', 'project.publish', 'project.image').
 */
export interface ProjectAdminRepository {
  list(): Promise<ProjectAdminRecord[]>;
  find(id: number): Promise<ProjectAdminRecord | null>;
  /** A new, unpublished project with no stock. */
  create(
    fields: ProjectFields,
    imageUrl: string,
    actor: OperatorActor,
  ): Promise<Result<ProjectAdminRecord, 'PROJECTS.SLUG_TAKEN'>>;
  update(
    id: number,
    patch: Partial<ProjectFields>,
    actor: OperatorActor,
  ): Promise<Result<ProjectAdminRecord, 'PROJECTS.NOT_FOUND' | 'PROJECTS.SLUG_TAKEN'>>;
  setPublished(
    id: number,
    published: boolean,
    actor: OperatorActor,
  ): Promise<Result<ProjectAdminRecord, 'PROJECTS.NOT_FOUND'>>;
  /** Stores the image and points the project's imageUrl at `imageUrl`. */
  storeImage(
    id: number,
    image: ProjectImage,
    imageUrl: string,
    actor: OperatorActor,
  ): Promise<Result<ProjectAdminRecord, 'PROJECTS.NOT_FOUND'>>;
  /** The stored image of a project whose SHA-256 starts with `shaPrefix`, or null. */
  findImage(
    productId: number,
    shaPrefix: string,
  ): Promise<{ contentType: string; bytes: Uint8Array } | null>;
}
