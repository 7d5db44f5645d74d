import { formatDollars, type Order, type OrderStatus } from '@netzero/core';
import { ACCOUNT_COPY } from '../../content/account.copy';
import { fillCopy } from '../../content/fill-copy';
import { formatDate } from './format-date';
import styles from './orders-table.module.css';
import { type ChipTone, StatusChip } from './status-chip';

const COPY = ACCOUNT_COPY.orders;
const COLUMNS = COPY.columns;

const STATUS_TONES: Readonly<Record<OrderStatus, ChipTone>> = {
  PAID: 'success',
  PENDING: 'warning',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
  REFUNDED: 'neutral',
};

function statusLabel(status: OrderStatus): string {
  return COPY.statuses[status] ?? status;
}

function paymentLabel(method: string): string {
  return Object.hasOwn(COPY.payments, method)
    ? COPY.payments[method as keyof typeof COPY.payments]
    : method;
}

/**
 * One order as a row group: a row per order line (product, tonnes, price per tonne), with the
 * order's own cells spanning them. Under 640 px the group is a card, its lines listed last.
 */
function OrderRows({ order }: { order: Order }) {
  const lines = order.orderItems.length > 0 ? order.orderItems : [null];
  const span = lines.length;
  return (
    <tbody className={styles.order}>
      {lines.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never reorder
        <tr key={index}>
          {index === 0 ? (
            <th
              scope="rowgroup"
              rowSpan={span}
              data-label={COLUMNS.orderId}
              className={styles.orderId}
            >
              {fillCopy(COPY.orderNumber, { id: order.orderId })}
            </th>
          ) : null}
          <td data-label={COLUMNS.product} className={`${styles.line} ${styles.product}`}>
            {item?.productName}
          </td>
          <td data-label={COLUMNS.quantity} className={`${styles.line} ${styles.number}`}>
            {item ? fillCopy(COPY.tonnes, { quantity: item.quantity }) : null}
          </td>
          <td data-label={COLUMNS.price} className={`${styles.line} ${styles.number}`}>
            {item ? fillCopy(COPY.perTonne, { price: formatDollars(item.priceAtTime) }) : null}
          </td>
          {index === 0 ? <OrderCells order={order} span={span} /> : null}
        </tr>
      ))}
    </tbody>
  );
}

/** The cells that belong to the whole order: total, status, payment, date and certificate. */
function OrderCells({ order, span }: { order: Order; span: number }) {
  return (
    <>
      <td rowSpan={span} data-label={COLUMNS.total} className={`${styles.number} ${styles.total}`}>
        {formatDollars(order.totalAmount)}
        {order.donationAmount ? (
          <span className={styles.donation}>
            {fillCopy(COPY.includedDonation, { amount: formatDollars(order.donationAmount) })}
          </span>
        ) : null}
      </td>
      <td rowSpan={span} data-label={COLUMNS.status}>
        <StatusChip
          tone={STATUS_TONES[order.status] ?? 'neutral'}
          label={statusLabel(order.status)}
        />
      </td>
      <td rowSpan={span} data-label={COLUMNS.payment} className={styles.nowrap}>
        {paymentLabel(order.paymentMethod)}
      </td>
      <td rowSpan={span} data-label={COLUMNS.date} className={styles.nowrap}>
        <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time>
      </td>
      <td rowSpan={span} data-label={COLUMNS.certificate} className={styles.nowrap}>
        {order.status === 'PAID' && order.certificateUrl ? (
          <a
            href={order.certificateUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fillCopy(COPY.certificateLabel, { id: order.orderId })}
          >
            {COPY.certificateLink}
          </a>
        ) : (
          <span className={styles.muted}>{COPY.noCertificate}</span>
        )}
      </td>
    </>
  );
}

/**
 * The Order History table (spec §2): Order ID, Product, Qty, Price, Total, Status, Payment, Date,
 * and the certificate of a paid order. Under 640 px each row is a card.
 */
export function OrdersTable({ orders, busy }: { orders: readonly Order[]; busy: boolean }) {
  return (
    <div className={styles.wrap}>
      <table className={`${styles.table} ${busy ? styles.busy : ''}`} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{COPY.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.orderId}</th>
            <th scope="col">{COLUMNS.product}</th>
            <th scope="col" className={styles.number}>
              {COLUMNS.quantity}
            </th>
            <th scope="col" className={styles.number}>
              {COLUMNS.price}
            </th>
            <th scope="col" className={styles.number}>
              {COLUMNS.total}
            </th>
            <th scope="col">{COLUMNS.status}</th>
            <th scope="col">{COLUMNS.payment}</th>
            <th scope="col">{COLUMNS.date}</th>
            <th scope="col">{COLUMNS.certificate}</th>
          </tr>
        </thead>
        {orders.map((order) => (
          <OrderRows key={order.orderId} order={order} />
        ))}
      </table>
    </div>
  );
}
