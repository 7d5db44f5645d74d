import type { OpsSales } from '@netzero/core';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { money, SHOP_CURRENCY } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import styles from '../shared/ops-section.module.css';
import { useOpsLoad } from '../shared/use-ops-load';
import { AttentionList } from './attention-list';
import figures from './overview.module.css';
import { RevenueChart } from './revenue-chart';
import { StockTable } from './stock-table';

const { overview } = OPS_DESK_COPY;

function Figures({ label, sales }: { label: string; sales: OpsSales }) {
  return (
    <li className={styles.card}>
      <h2 className={styles.sectionHeading}>{label}</h2>
      <p className={figures.figure}>{money(sales.revenueCents, SHOP_CURRENCY)}</p>
      <p className={styles.meta}>
        {overview.orders(sales.orders)} · {overview.tonnes(sales.tonnes)}
      </p>
    </li>
  );
}

/** /ops overview: sales figures, revenue by day, stock and what needs attention. */
export function OpsOverviewPage() {
  const gateway = useOpsPort('opsOverviewGateway');
  const { load, reload } = useOpsLoad(() => gateway.overview(), 'overview');
  return (
    <div className={styles.page}>
      <OpsPageHeader title={overview.title} lead={overview.lead} />
      <OpsLoadState load={load} reload={reload} />
      {load.state === 'ready' && (
        <>
          <ul className={figures.figures}>
            <Figures label={overview.today} sales={load.value.sales.today} />
            <Figures label={overview.last7Days} sales={load.value.sales.last7Days} />
            <Figures label={overview.last30Days} sales={load.value.sales.last30Days} />
          </ul>
          <AttentionList attention={load.value.attention} />
          <RevenueChart days={load.value.byDay} />
          <StockTable stock={load.value.stock} lowStockTonnes={load.value.lowStockTonnes} />
        </>
      )}
    </div>
  );
}
