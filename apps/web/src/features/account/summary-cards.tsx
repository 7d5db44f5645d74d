import {
  formatMoney,
  moneyFromMajor,
  type OrdersPage,
  SITE_CURRENCY,
  sumMoney,
} from '@netzero/core';
import { useId } from 'react';
import { ACCOUNT_COPY } from '../../content/account.copy';
import { fillCopy } from '../../content/fill-copy';
import styles from './summary-cards.module.css';

const COPY = ACCOUNT_COPY.summary;

/**
 * Revenue of the PAID orders, formatted (orders are priced in dollars): the server's total of every
 * page when it sends one, else the page on screen (a server that does not send it).
 */
function paidRevenue(page: OrdersPage): string {
  if (page.paidTotalAmount !== undefined)
    return formatMoney(moneyFromMajor(page.paidTotalAmount, SITE_CURRENCY));
  const paid = page.content
    .filter((order) => order.status === 'PAID')
    .map((order) => moneyFromMajor(order.totalAmount, SITE_CURRENCY));
  const total = sumMoney(paid, SITE_CURRENCY);
  // Every amount is in the one currency, so the sum cannot fail.
  return total.ok ? formatMoney(total.value) : '';
}

/**
 * The three summary cards of spec §2: Total Orders (every order), Total Revenue (every paid order,
 * or the page on screen, saying so, when the server gives no total) and Cart Items.
 */
export function SummaryCards({ page, cartItems }: { page: OrdersPage; cartItems: number }) {
  const headingId = useId();
  const revenueNote =
    page.paidTotalAmount === undefined && page.totalPages > 1
      ? fillCopy(COPY.revenuePageNote, { page: page.page + 1, pages: page.totalPages })
      : COPY.revenueAllNote;
  const cards = [
    { label: COPY.totalOrders, value: String(page.totalElements), note: COPY.totalOrdersNote },
    { label: COPY.totalRevenue, value: paidRevenue(page), note: revenueNote },
    { label: COPY.cartItems, value: String(cartItems), note: COPY.cartItemsNote },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {COPY.heading}
      </h2>
      <dl className={styles.cards}>
        {cards.map((card) => (
          <div key={card.label} className={styles.card}>
            <dt className={styles.label}>{card.label}</dt>
            <dd className={styles.value}>{card.value}</dd>
            <dd className={styles.note}>{card.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
