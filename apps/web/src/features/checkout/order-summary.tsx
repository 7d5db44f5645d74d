import { formatDollars, type LocalCartItem, localCartTotal } from '@netzero/core';
import { SHOP_COPY } from '../../content/shop.copy';
import styles from './order-summary.module.css';

/**
 * The order's lines and total as a table (UI.md 'Tables': rules between rows, numbers right
 * aligned), which becomes one card per line under 640 px.
 */
export function OrderSummary({ cart }: { cart: readonly LocalCartItem[] }) {
  const copy = SHOP_COPY.checkout;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{copy.project}</th>
          <th scope="col" className={styles.number}>
            {copy.tonnes}
          </th>
          <th scope="col" className={styles.number}>
            {copy.pricePerTonne}
          </th>
          <th scope="col" className={styles.number}>
            {copy.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.map((line) => (
          <tr key={line.cartItemId}>
            <th scope="row" className={styles.project}>
              {line.title?.trim() || SHOP_COPY.cart.untitled}
            </th>
            <td className={styles.number} data-label={copy.tonnes}>
              {line.quantity}
            </td>
            <td className={styles.number} data-label={copy.pricePerTonne}>
              {formatDollars(line.price)}
            </td>
            <td className={styles.number} data-label={copy.amount}>
              {formatDollars(localCartTotal([line]))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {copy.total}
          </th>
          <td className={`${styles.number} ${styles.total}`}>
            {formatDollars(localCartTotal(cart))}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
