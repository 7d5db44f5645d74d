import type { GatewayError } from '@netzero/core';
import { useEffect, useState } from 'react';
import { usePort } from './port-context';

/** The price of one tonne of a product: loading, loaded (dollars per tonne) or failed. */
export type ProductPriceState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly price: number }
  | { readonly status: 'failed'; readonly error: GatewayError | null };

/** Loads GET /api/direct-order-checkout/price?productId=N once; a non-positive price counts as failed. */
export function useProductPrice(productId: number): ProductPriceState {
  const checkoutGateway = usePort('checkoutGateway');
  const [state, setState] = useState<ProductPriceState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    checkoutGateway.getPrice(productId).then((reply) => {
      if (!live) return;
      if (!reply.ok) setState({ status: 'failed', error: reply.error });
      else if (Number.isFinite(reply.value.price) && reply.value.price > 0) {
        setState({ status: 'loaded', price: reply.value.price });
      } else setState({ status: 'failed', error: null });
    });
    return () => {
      live = false;
    };
  }, [checkoutGateway, productId]);

  return state;
}
