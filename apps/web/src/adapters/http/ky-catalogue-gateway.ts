import type { CatalogueGateway, GatewayResult, Product } from '@netzero/core';
import type { KyInstance } from 'ky';
import { asObject, asText, callJson } from './http-client';
import { mapReply } from './map-reply';

/**
 * CatalogueGateway over GET /api/products; the products a server-rendered page arrived with come
 * from `embedded`, the text of the page's data block (null when the page has none).
 */
export class KyCatalogueGateway implements CatalogueGateway {
  #initial: readonly Product[] | null | undefined;

  constructor(
    private readonly http: KyInstance,
    private readonly embedded: () => string | null = () => null,
  ) {}

  listProducts(): GatewayResult<readonly Product[]> {
    return mapReply(callJson(this.http, 'api/products'), (_body, raw) =>
      Array.isArray(raw) ? raw.map(readProduct) : [],
    );
  }

  initialProducts(): readonly Product[] | null {
    // Read once: every render of the first view must see the same list.
    if (this.#initial === undefined) this.#initial = readEmbedded(this.embedded());
    return this.#initial;
  }
}

/** The products of a data block's text, or null when there is none or it is not a list. */
function readEmbedded(text: string | null): readonly Product[] | null {
  if (text === null) return null;
  try {
    const raw: unknown = JSON.parse(text);
    return Array.isArray(raw) ? raw.map(readProduct) : null;
  } catch {
    return null;
  }
}

function readProduct(entry: unknown): Product {
  const p = asObject(entry);
  return {
    id: typeof p.id === 'number' ? p.id : 0,
    title: asText(p.title),
    description: asText(p.description),
    imageUrl: asText(p.imageUrl),
    plpUrl: typeof p.plpUrl === 'string' && p.plpUrl !== '' ? p.plpUrl : null,
    price: typeof p.price === 'number' ? p.price : 0,
    currency: asText(p.currency) || 'USD',
    ...(typeof p.availableTonnes === 'number' ? { availableTonnes: p.availableTonnes } : {}),
    ...(typeof p.standard === 'string' ? { standard: p.standard } : {}),
    ...(typeof p.vintage === 'number' ? { vintage: p.vintage } : {}),
    ...(typeof p.location === 'string' ? { location: p.location } : {}),
    ...(Array.isArray(p.sdgs) ? { sdgs: p.sdgs.filter((n) => typeof n === 'number') } : {}),
  };
}
