import {
  type GatewayError,
  ORDER_FIRST_PAGE,
  ORDER_PAGE_SIZE,
  type OrdersPage,
} from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePort } from '../../ui/port-context';

/** One page of the user's orders as the dashboard holds it. */
export interface OrdersPageState {
  /** The page on screen (kept while the next one loads), or null before the first arrives. */
  readonly page: OrdersPage | null;
  readonly loading: boolean;
  readonly error: GatewayError | null;
}

/**
 * Loads GET /api/orders/user page by page (spec §7: page 0, size 5) once `enabled`; goTo(n)
 * fetches another page, and a late reply of an earlier request never overwrites a newer one.
 */
export function useOrdersPage(enabled: boolean) {
  const ordersGateway = usePort('ordersGateway');
  const [state, setState] = useState<OrdersPageState>({ page: null, loading: true, error: null });
  const latest = useRef(0);

  const goTo = useCallback(
    async (pageIndex: number) => {
      const request = ++latest.current;
      setState((previous) => ({ ...previous, loading: true, error: null }));
      const reply = await ordersGateway.listUserOrders({ page: pageIndex, size: ORDER_PAGE_SIZE });
      if (request !== latest.current) return;
      setState((previous) =>
        reply.ok
          ? { page: reply.value, loading: false, error: null }
          : { page: previous.page, loading: false, error: reply.error },
      );
    },
    [ordersGateway],
  );

  useEffect(() => {
    if (enabled) void goTo(ORDER_FIRST_PAGE);
    return () => {
      latest.current += 1;
    };
  }, [enabled, goTo]);

  return { ...state, goTo };
}
