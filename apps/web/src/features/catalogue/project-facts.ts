import type { Product } from '@netzero/core';
import { decimalFormat } from '@netzero/core';
import { fillCopy } from '../../content/fill-copy';
import { SHOP_COPY } from '../../content/shop.copy';

const TONNES = decimalFormat({ maximumFractionDigits: 0 });

/** A whole number of tonnes as the shop prints it, e.g. '25,000'. */
export function formatTonnes(tonnes: number): string {
  return TONNES.format(tonnes);
}

/** The card's one-line facts: location · standard · vintage, leaving out what the product lacks. */
export function projectFactsLine(product: Product): string {
  const vintage =
    product.vintage === undefined
      ? undefined
      : fillCopy(SHOP_COPY.card.vintage, { year: product.vintage });
  return [product.location, product.standard, vintage]
    .filter((fact): fact is string => typeof fact === 'string' && fact.trim() !== '')
    .join(SHOP_COPY.card.factsSeparator);
}

/** 'N tonnes available', or null when the server sent no stock figure. */
export function availableLine(product: Product): string | null {
  if (product.availableTonnes === undefined) return null;
  return fillCopy(SHOP_COPY.card.available, { tonnes: formatTonnes(product.availableTonnes) });
}
