import type { GatewayResult } from '../gateway-error.js';

/** What an operator writes about a project (price in cents, SDGs 1–17). */
export interface OpsProjectFields {
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
  /** Price per tonne in cents of `currency`. */
  readonly priceCents: number;
  /** ISO 4217, upper case. */
  readonly currency: string;
  readonly pageCopy: string;
  readonly plpUrl: string | null;
}

/** A project as the console shows it, with its stock in tonnes. */
export interface OpsProject extends OpsProjectFields {
  readonly id: number;
  readonly imageUrl: string;
  readonly published: boolean;
  readonly issuedTonnes: number;
  readonly allocatedTonnes: number;
  readonly heldTonnes: number;
  /** issued − allocated − held. */
  readonly availableTonnes: number;
  /** ISO 8601. */
  readonly updatedAt: string;
}

/** An image file to upload: its media type and bytes (a browser File is one). */
export interface ImageUpload {
  readonly type: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The console's projects (/api/ops/projects). */
export interface OpsProjectsGateway {
  list(): GatewayResult<readonly OpsProject[]>;
  get(id: number): GatewayResult<OpsProject>;
  create(fields: OpsProjectFields): GatewayResult<OpsProject>;
  update(id: number, patch: Partial<OpsProjectFields>): GatewayResult<OpsProject>;
  setPublished(id: number, published: boolean): GatewayResult<OpsProject>;
  uploadImage(id: number, image: ImageUpload): GatewayResult<OpsProject>;
}
