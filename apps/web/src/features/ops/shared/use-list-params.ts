import { useSearchParams } from 'react-router-dom';

/**
 * A console list's status, search and page, kept in the address (so the back link from a detail
 * page, a reload or a shared link shows the same list).
 */
export function useListParams<Status extends string>(statuses: readonly Status[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = statuses.find((s) => s === raw);
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (next: { status?: Status | undefined; q?: string; page?: number }) => {
    const merged = { status, q, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status) search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return { status, q, page, set, key: params.toString() };
}
