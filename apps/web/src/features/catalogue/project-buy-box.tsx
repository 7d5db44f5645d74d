import { SITE_ROUTES } from '@netzero/content';
import { formatPriceLine, type Product, SUBSCRIPTION_PRODUCT_ID } from '@netzero/core';
import { useId } from 'react';
import { SHOP_COPY } from '../../content/shop.copy';
import { Button, ButtonLink } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import styles from './project-buy-box.module.css';
import { availableLine } from './project-facts';
import type { AddToCartFlow } from './use-add-to-cart';

/**
 * The price and the action of a project page: Add to Cart (the /Carbon flow), or, for the monthly
 * portfolio that backs the subscription plans (product 7, /card7), Subscribe.
 */
export function ProjectBuyBox({ product, cart }: { product: Product; cart: AddToCartFlow }) {
  const headingId = useId();
  const monthly = product.id === SUBSCRIPTION_PRODUCT_ID;
  const adding = cart.addingId === product.id;
  const available = availableLine(product);
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {monthly ? SHOP_COPY.project.subscribeHeading : SHOP_COPY.project.buyHeading}
      </h2>
      <p className={styles.price}>{formatPriceLine(product.price, product.currency)}</p>
      {available ? <p className={styles.available}>{available}</p> : null}
      <p className={styles.note}>
        {monthly ? SHOP_COPY.project.subscribeNote : SHOP_COPY.project.buyNote}
      </p>
      {monthly ? (
        <ButtonLink to={SITE_ROUTES.subscription} block>
          {SHOP_COPY.project.subscribe}
        </ButtonLink>
      ) : (
        <>
          <Button
            block
            onClick={() => void cart.add(product)}
            disabled={cart.addingId !== null}
            aria-busy={adding || undefined}
          >
            {adding ? SHOP_COPY.card.adding : SHOP_COPY.card.addToCart}
          </Button>
          <StatusMessage tone="error">
            {cart.failure?.productId === product.id ? cart.failure.message : null}
          </StatusMessage>
        </>
      )}
    </section>
  );
}
