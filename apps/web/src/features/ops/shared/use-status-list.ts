import type { GatewayResult } from '@netzero/core';
import { useListParams } from './use-list-params';
import { useOpsLoad } from './use-ops-load';

/** What a status list asks its gateway for: no status or search means all. */
export interface StatusListQuery<Status extends string> {
  readonly status?: Status;
  readonly q?: string;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * A list filtered by status tabs and a search, paged, with all three in the address (see
 * useListParams), loaded through `fetch` whenever they change.
 */
export function useStatusList<Status extends string, T>(
  statuses: readonly Status[],
  fetch: (query: StatusListQuery<Status>) => GatewayResult<T>,
  pageSize: number,
) {
  const params = useListParams(statuses);
  const loaded = useOpsLoad(
    () =>
      fetch({
        ...(params.status && { status: params.status }),
        ...(params.q && { q: params.q }),
        page: params.page,
        pageSize,
      }),
    params.key,
  );
  return { params, ...loaded };
}
