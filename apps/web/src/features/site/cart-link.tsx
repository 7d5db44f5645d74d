import { SITE_ROUTES } from '@netzero/content';
import { NavLink } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { SITE_COPY } from '../../content/site.copy';
import { useSession } from '../../ui/session-context';
import styles from './cart-link.module.css';
import { CartIcon } from './nav-icons';

/** "Cart", "Cart, 1 item" or "Cart, {count} items": English plural rules for the link's name. */
function cartLabel(count: number): string {
  if (count <= 0) return SITE_COPY.nav.cart;
  if (count === 1) return SITE_COPY.nav.cartWithOne;
  return fillCopy(SITE_COPY.nav.cartWithCount, { count });
}

/** The cart icon; its count badge shows only when logged in with at least one line in the cart. */
export function CartLink() {
  const session = useSession();
  const count = session.loggedIn ? session.cartCount : 0;
  const label = cartLabel(count);
  return (
    <NavLink to={SITE_ROUTES.cart} className={styles.cart} aria-label={label}>
      <CartIcon />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
