import { SITE_ROUTES } from '@netzero/content';
import { gatewayErrorMessage, MESSAGES, type OrdersPage } from '@netzero/core';
import { useId } from 'react';
import emptyIllustration from '../../assets/account-no-orders.svg';
import { ACCOUNT_COPY } from '../../content/account.copy';
import { Button, ButtonLink } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import { StatusMessage } from '../../ui/status-message';
import styles from './order-history.module.css';
import { OrdersTable } from './orders-table';
import { Pagination } from './pagination';
import type { OrdersPageState } from './use-orders-page';

const COPY = ACCOUNT_COPY;

/** The Order History section: the table and its pages, the empty message, or why it failed. */
export function OrderHistory({
  state,
  goTo,
}: {
  state: OrdersPageState;
  goTo: (page: number) => void;
}) {
  const headingId = useId();
  const page: OrdersPage | null = state.page;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.orders.heading}
      </h2>
      <StatusMessage tone="error">
        {state.error ? gatewayErrorMessage(state.error, COPY.dashboard.loadFailed) : null}
      </StatusMessage>
      {state.error && !state.loading ? (
        <Button variant="secondary" onClick={() => goTo(page?.page ?? 0)}>
          {COPY.dashboard.retry}
        </Button>
      ) : null}
      {page === null ? (
        state.loading ? (
          <LoadingState text={COPY.dashboard.loading} />
        ) : null
      ) : page.content.length === 0 ? (
        <div className={styles.empty}>
          <img src={emptyIllustration} alt="" width={200} height={140} />
          <p>{MESSAGES['ORDERS.EMPTY']}</p>
          <ButtonLink to={SITE_ROUTES.carbon} variant="secondary">
            {COPY.orders.browse}
          </ButtonLink>
        </div>
      ) : (
        <>
          <OrdersTable orders={page.content} busy={state.loading} />
          {page.totalPages > 1 ? (
            <Pagination
              page={page.page}
              totalPages={page.totalPages}
              busy={state.loading}
              onChange={goTo}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
