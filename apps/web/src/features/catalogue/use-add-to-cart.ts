import { SITE_ROUTES } from '@netzero/content';
import { addToCart, formatPriceLine, MESSAGES, type Product, toAddToCartItem } from '@netzero/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCartDeps } from '../../ui/port-context';
import { useSession } from '../../ui/session-context';

/** The add-to-cart flow of /Carbon and the project pages, with the product being added and the last failure. */
export interface AddToCartFlow {
  /** Id of the product being added, or null when nothing is under way. */
  readonly addingId: number | null;
  /** The product whose add failed, and why; null when the last add did not fail. */
  readonly failure: { readonly productId: number; readonly message: string } | null;
  add(product: Product): Promise<void>;
}

/**
 * Adds a product with the core's addToCart (spec §4): logged out, the item waits and the user goes
 * to /Login; logged in, the cart is synced and the user goes to /AddToCard. A failure shows
 * CART.ADD_FAILED (the spec's alert) next to the product.
 */
export function useAddToCart(): AddToCartFlow {
  const deps = useCartDeps();
  const session = useSession();
  const navigate = useNavigate();
  const [addingId, setAddingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<AddToCartFlow['failure']>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function add(product: Product) {
    if (addingId !== null) return;
    setAddingId(product.id);
    setFailure(null);
    const item = toAddToCartItem(product, formatPriceLine(product.price, product.currency));
    const result = await addToCart(deps, item);
    if (!mounted.current) return;
    setAddingId(null);
    if (!result.ok) {
      console.error(MESSAGES['CART.SYNC_FAILED'], result.error.cause);
      // The local cart keeps the item: the nav badge follows it.
      session.refresh();
      setFailure({ productId: product.id, message: MESSAGES['CART.ADD_FAILED'] });
      return;
    }
    if (result.value.outcome === 'waiting-for-login') {
      navigate(SITE_ROUTES.login);
      return;
    }
    session.refresh();
    navigate(SITE_ROUTES.cart);
  }

  return { addingId, failure, add };
}
