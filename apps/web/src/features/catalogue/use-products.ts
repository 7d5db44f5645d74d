import type { Product } from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePort } from '../../ui/port-context';

/** The catalogue as a page sees it: loading, failed (spec §8: logged only, plus our retry) or loaded. */
export type ProductsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly products: readonly Product[] };

/**
 * Loads GET /api/products on mount; retry() loads again. A reply after unmount is ignored. A page
 * the server rendered with the list starts from that list (the app then adopts the markup as it
 * is) and refreshes it quietly: no loading state, and a failure keeps the list shown.
 */
export function useProducts(): ProductsState & { retry: () => void } {
  const catalogue = usePort('catalogueGateway');
  const [state, setState] = useState<ProductsState>(() => {
    const initial = catalogue.initialProducts();
    return initial ? { status: 'ready', products: initial } : { status: 'loading' };
  });
  // Counts requests, so that only the latest one (and none after unmount) sets the state.
  const latest = useRef(0);
  const shown = useRef(state.status === 'ready');

  const load = useCallback(
    async (quietly: boolean) => {
      const request = ++latest.current;
      if (!quietly) setState({ status: 'loading' });
      const reply = await catalogue.listProducts();
      if (request !== latest.current) return;
      if (reply.ok) {
        setState({ status: 'ready', products: reply.value });
      } else {
        console.error('Failed to fetch products', reply.error);
        if (!quietly) setState({ status: 'failed' });
      }
    },
    [catalogue],
  );

  useEffect(() => {
    void load(shown.current);
    return () => {
      latest.current += 1;
    };
  }, [load]);

  return { ...state, retry: () => void load(false) };
}
