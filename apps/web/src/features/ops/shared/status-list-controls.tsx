import { SearchForm } from './search-form';
import { StatusTabs } from './status-tabs';
import type { useListParams } from './use-list-params';

/** A status list's tabs (with counts once loaded) and its search, both writing to the address. */
export function StatusListControls<Status extends string>({
  params,
  statuses,
  labels,
  counts,
  tabsLabel,
  searchLabel,
}: {
  params: ReturnType<typeof useListParams<Status>>;
  statuses: readonly Status[];
  labels: Readonly<Record<Status, string>>;
  counts: Readonly<Record<Status, number>> | null;
  tabsLabel: string;
  searchLabel: string;
}) {
  return (
    <>
      <StatusTabs
        label={tabsLabel}
        statuses={statuses}
        labels={labels}
        counts={counts}
        current={params.status}
        onChange={(status) => params.set({ status })}
      />
      <SearchForm label={searchLabel} value={params.q} onSearch={(q) => params.set({ q })} />
    </>
  );
}
