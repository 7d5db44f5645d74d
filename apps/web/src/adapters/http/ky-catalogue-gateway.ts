import type { CatalogueGateway, GatewayResult, Product } from '@netzero/core';
import type { KyInstance } from 'ky';
import { asObject, asText, callJson } from './http-client';
import { mapReply } from './map-reply';

/** CatalogueGateway over GET /api/products. */
export class KyCatalogueGateway implements CatalogueGateway {
  constructor(private readonly http: KyInstance) {}

  listProducts(): GatewayResult<readonly Product[]> {
    return mapReply(callJson(this.http, 'api/products'), (_body, raw) =>
      Array.isArray(raw) ? raw.map(readProduct) : [],
    );
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
