import type { GatewayError, Product } from '@netzero/core';
import { useEffect, useState } from 'react';
import { usePort } from './port-context';

/** The price of one tonne of a product: loading, loaded (dollars per tonne) or failed. */
export type ProductPriceState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly price: number }
  | { readonly status: 'failed'; readonly error: GatewayError | null };

const usable = (price: number) => Number.isFinite(price) && price > 0;

/** The product's price in the list a server-rendered page arrived with, or null. */
function listedPrice(products: readonly Product[] | null, productId: number): number | null {
  const product = products?.find((candidate) => candidate.id === productId);
  return product && usable(product.price) ? product.price : null;
}

/**
 * The price of one tonne of a product, from the server: the catalogue a server-rendered page
 * arrived with when it lists the product (the first view shows the price, and no call or schema
 * has to load for it), else GET /api/direct-order-checkout/price?productId=N, once. A
 * non-positive price counts as failed.
 */
export function useProductPrice(productId: number): ProductPriceState {
  const checkoutGateway = usePort('checkoutGateway');
  const listed = listedPrice(usePort('catalogueGateway').initialProducts(), productId);
  const [state, setState] = useState<ProductPriceState>(() =>
    listed === null ? { status: 'loading' } : { status: 'loaded', price: listed },
  );

  useEffect(() => {
    if (listed !== null) {
      setState((shown) =>
        shown.status === 'loaded' && shown.price === listed
          ? shown
          : { status: 'loaded', price: listed },
      );
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    checkoutGateway.getPrice(productId).then((reply) => {
      if (!live) return;
      if (!reply.ok) setState({ status: 'failed', error: reply.error });
      else if (usable(reply.value.price)) setState({ status: 'loaded', price: reply.value.price });
      else setState({ status: 'failed', error: null });
    });
    return () => {
      live = false;
    };
  }, [checkoutGateway, productId, listed]);

  return state;
}
