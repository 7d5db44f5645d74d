import { SITE_ROUTES } from '@netzero/content';
import {
  type CartFailure,
  type CartView,
  changeQuantity,
  checkSessionToken,
  type LocalCartItem,
  loadCart,
  MESSAGES,
  type MessageCode,
  type Result,
  removeItem,
  restoreSession,
} from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { SHOP_COPY } from '../../content/shop.copy';
import { SITE_COPY } from '../../content/site.copy';
import { EmptyCart } from '../../ui/empty-cart';
import { LoadingState } from '../../ui/loading-state';
import { PageHeader } from '../../ui/page-header';
import { useCartDeps } from '../../ui/port-context';
import { useSession } from '../../ui/session-context';
import { StatusMessage } from '../../ui/status-message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';
import { CartSummary } from './cart-summary';

/**
 * /AddToCard 'Your Selected Carbon Projects' (spec §2, §4): the server cart when logged in, the
 * local one otherwise; quantities never go below 1; every change updates the nav badge.
 */
export function CartPage() {
  const deps = useCartDeps();
  const session = useSession();
  const { refresh } = session;
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: SHOP_COPY.cart.title }));
  const [cart, setCart] = useState<readonly LocalCartItem[] | null>(null);
  const [changingId, setChangingId] = useState<LocalCartItem['cartItemId'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<MessageCode | null>(null);
  const mounted = useRef(true);

  const show = useCallback(
    (result: Result<CartView, CartFailure>) => {
      if (result.ok) {
        setCart(result.value.cart);
        return;
      }
      console.error(MESSAGES[result.error.code], result.error.cause);
      // A token the server rejected is already gone (the HTTP client cleared it): the session
      // notice says why, and the raw failure beside it would only confuse (issue 18 item 15).
      const sessionEnded = !checkSessionToken(deps.sessionStore.getToken(), deps.clock.nowMs()).ok;
      setError(sessionEnded ? null : MESSAGES[result.error.code]);
      setCart(result.error.cart);
    },
    [deps],
  );

  useEffect(() => {
    mounted.current = true;
    // The token is checked here too, so that the page can say why a session ended.
    const checked = restoreSession(deps);
    if (!checked.ok && checked.error.message) setNotice(checked.error.message);
    void loadCart(deps).then((result) => {
      if (!mounted.current) return;
      show(result);
      refresh();
    });
    return () => {
      mounted.current = false;
    };
  }, [deps, refresh, show]);

  async function change(line: LocalCartItem, run: () => Promise<Result<CartView, CartFailure>>) {
    setChangingId(line.cartItemId);
    setError(null);
    const result = await run();
    if (!mounted.current) return;
    setChangingId(null);
    show(result);
    refresh();
  }

  const sessionNotice = notice ?? session.notice;
  return (
    <>
      <PageHeader title={SHOP_COPY.cart.title} lead={SHOP_COPY.cart.lead} />
      <div className={`container ${styles.page}`}>
        <StatusMessage tone="info">
          {sessionNotice ? (
            <span>
              {`${MESSAGES[sessionNotice]} `}
              <Link to={SITE_ROUTES.login}>{SHOP_COPY.cart.logIn}</Link>
            </span>
          ) : null}
        </StatusMessage>
        <StatusMessage tone="error">{error}</StatusMessage>
        {cart === null ? (
          <LoadingState text={SHOP_COPY.cart.loading} />
        ) : cart.length === 0 ? (
          <EmptyCart body={SHOP_COPY.cart.emptyBody} linkText={SHOP_COPY.cart.browse} />
        ) : (
          <div className={styles.layout}>
            <ul className={styles.lines} aria-label={SHOP_COPY.cart.linesLabel}>
              {cart.map((line) => (
                <CartLine
                  key={line.cartItemId}
                  line={line}
                  disabled={changingId !== null}
                  busy={changingId === line.cartItemId}
                  onQuantity={(target, quantity) =>
                    void change(target, () => changeQuantity(deps, target.cartItemId, quantity))
                  }
                  onRemove={(target) =>
                    void change(target, () => removeItem(deps, target.cartItemId))
                  }
                />
              ))}
            </ul>
            <CartSummary cart={cart} loggedOut={session.checked && !session.loggedIn} />
          </div>
        )}
      </div>
    </>
  );
}
