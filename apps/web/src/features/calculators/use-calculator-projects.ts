import type { Product } from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePort } from '../../ui/port-context';

/** The projects a calculator can sell: loading, failed, or the catalogue's products priced in dollars. */
export type CalculatorProjects =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly products: readonly Product[] };

// The calculators sell from the catalogue: spec §9's listed projects (Kenya, India, Brazil) have
// no product behind them, so offering them would sell something that cannot be delivered.
function sellable(products: readonly Product[]): readonly Product[] {
  return products.filter(
    (product) => product.currency === 'USD' && Number.isFinite(product.price) && product.price > 0,
  );
}

/** Loads the catalogue (GET /api/products) once for a calculator's project choice; retry() loads again. */
export function useCalculatorProjects(): CalculatorProjects & { retry: () => void } {
  const catalogue = usePort('catalogueGateway');
  const [state, setState] = useState<CalculatorProjects>(() => {
    const initial = catalogue.initialProducts();
    return initial ? { status: 'ready', products: sellable(initial) } : { status: 'loading' };
  });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    const reply = await catalogue.listProducts();
    if (request !== latest.current) return;
    setState(
      reply.ok ? { status: 'ready', products: sellable(reply.value) } : { status: 'failed' },
    );
  }, [catalogue]);

  useEffect(() => {
    void load();
    return () => {
      latest.current += 1;
    };
  }, [load]);

  return {
    ...state,
    retry: () => {
      setState({ status: 'loading' });
      void load();
    },
  };
}
