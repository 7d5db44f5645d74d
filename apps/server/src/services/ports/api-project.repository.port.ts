import type { ProductRecord } from './product.repository.port.js';

/** Tonnes of one vintage a project has issued and not retired. */
export interface ApiProjectVintage {
  readonly vintage: number;
  /** Serials of the vintage's issued blocks that no live retirement holds. */
  readonly unretiredTonnes: number;
}

/** A published project with what the public API shows beyond the catalogue's card. */
export interface ApiProjectRecord extends ProductRecord {
  readonly category: string;
  readonly country: string;
  readonly region: string;
  readonly methodology: string;
  readonly registryName: string;
  readonly registryProjectId: string;
  readonly registryUrl: string | null;
  /** Its issued vintages, newest first. */
  readonly vintages: readonly ApiProjectVintage[];
}

/** The published projects, with their registry fields and issued vintages. */
export interface ApiProjectRepository {
  /** Every published project, in catalogue order. */
  list(): Promise<ApiProjectRecord[]>;
  /** A published project; null for an unknown or unpublished id. */
  findById(id: number): Promise<ApiProjectRecord | null>;
}
