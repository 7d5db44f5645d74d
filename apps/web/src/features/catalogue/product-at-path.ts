import type { Product } from '@netzero/core';

function normalPath(path: string): string {
  return (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();
}

/** The product whose page (plpUrl) is at pathname, ignoring case and a trailing slash. */
export function productAtPath(products: readonly Product[], pathname: string): Product | undefined {
  const wanted = normalPath(pathname);
  return products.find(
    (product) => product.plpUrl !== null && normalPath(product.plpUrl) === wanted,
  );
}
