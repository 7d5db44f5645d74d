import { createHash } from 'node:crypto';
import { ProductListResponse } from '@netzero/contract';
import type { CatalogueSnapshot } from '../services/catalogue/catalogue.service.js';
import { toProductResponse } from './product-response.js';

/** The body of GET /api/products for one snapshot, serialised once, and its entity tag. */
export interface CatalogueBody {
  readonly json: string;
  readonly etag: string;
}

// Keyed by the snapshot object: a new snapshot gets a new body, an old one is collected with it.
const bodies = new WeakMap<CatalogueSnapshot, CatalogueBody>();

/**
 * The snapshot's list as sent (in the contract's shape), checked against the contract once rather than on every request;
 * the tag is a hash of the bytes, so every server sends the same tag for the same catalogue.
 */
export function catalogueBody(snapshot: CatalogueSnapshot): CatalogueBody {
  let body = bodies.get(snapshot);
  if (!body) {
    const list = snapshot.products.map(toProductResponse);
    const json = JSON.stringify(ProductListResponse.parse(list));
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 32);
    body = { json, etag: `"${hash}"` };
    bodies.set(snapshot, body);
  }
  return body;
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}
