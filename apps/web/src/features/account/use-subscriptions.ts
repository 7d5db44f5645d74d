import type { GatewayError, Subscription } from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePort } from '../../ui/port-context';

/** The user's subscriptions as the dashboard holds them. */
export interface SubscriptionsState {
  /** The list, or null before it first arrives. */
  readonly list: readonly Subscription[] | null;
  readonly error: GatewayError | null;
}

/** The subscriptions, and what reloads them and cancels one. */
export type Subscriptions = ReturnType<typeof useSubscriptions>;

/** Loads GET /api/subscriptions once `enabled`; cancel() calls the cancel endpoint, then re-lists. */
export function useSubscriptions(enabled: boolean) {
  const subscriptionsGateway = usePort('subscriptionsGateway');
  const [state, setState] = useState<SubscriptionsState>({ list: null, error: null });
  const live = useRef(true);

  const reload = useCallback(async () => {
    const reply = await subscriptionsGateway.list();
    if (!live.current) return;
    setState((previous) =>
      reply.ok ? { list: reply.value, error: null } : { list: previous.list, error: reply.error },
    );
  }, [subscriptionsGateway]);

  useEffect(() => {
    live.current = true;
    if (enabled) void reload();
    return () => {
      live.current = false;
    };
  }, [enabled, reload]);

  const cancel = useCallback(
    async (subscriptionId: number): Promise<GatewayError | null> => {
      const reply = await subscriptionsGateway.cancel(subscriptionId);
      if (!reply.ok) return reply.error;
      await reload();
      return null;
    },
    [subscriptionsGateway, reload],
  );

  return { ...state, reload, cancel };
}
