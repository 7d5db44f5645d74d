import { SITE_ROUTES } from '@netzero/content';
import { formatDollars, type LocalCartItem, localCartTotal } from '@netzero/core';
import { useId } from 'react';
import { SHOP_COPY } from '../../content/shop.copy';
import { ButtonLink } from '../../ui/button';
import styles from './cart-summary.module.css';

/** The cart's tonnes, Total Cost and the ways on: Proceed to Checkout and Add More Projects. */
export function CartSummary({
  cart,
  loggedOut,
}: {
  cart: readonly LocalCartItem[];
  loggedOut: boolean;
}) {
  const tonnes = cart.reduce((sum, line) => sum + line.quantity, 0);
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {SHOP_COPY.cart.summaryHeading}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{SHOP_COPY.cart.tonnesTotal}</dt>
          <dd>{tonnes}</dd>
        </div>
        <div className={`${styles.figure} ${styles.totalFigure}`}>
          <dt>{SHOP_COPY.cart.totalCost}</dt>
          <dd>{formatDollars(localCartTotal(cart))}</dd>
        </div>
      </dl>
      {loggedOut ? <p className={styles.note}>{SHOP_COPY.cart.loginNote}</p> : null}
      <div className={styles.actions}>
        <ButtonLink to={SITE_ROUTES.checkout} block>
          {SHOP_COPY.cart.proceed}
        </ButtonLink>
        <ButtonLink to={SITE_ROUTES.carbon} variant="secondary" block>
          {SHOP_COPY.cart.addMore}
        </ButtonLink>
      </div>
    </section>
  );
}
