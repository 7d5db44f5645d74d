import { SITE_ROUTES } from '@netzero/content';
import {
  type LocalCartItem,
  loadCart,
  MESSAGES,
  PAYMENT_METHODS,
  restoreSession,
} from '@netzero/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { SHOP_COPY } from '../../content/shop.copy';
import { SITE_COPY } from '../../content/site.copy';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyCart } from '../../ui/empty-cart';
import { LoadingState } from '../../ui/loading-state';
import { PageHeader } from '../../ui/page-header';
import { useCartDeps, usePort } from '../../ui/port-context';
import { useSession } from '../../ui/session-context';
import { CHECKOUT_AFTER_LOGIN } from '../../ui/session-return';
import { StatusMessage, type StatusTone } from '../../ui/status-message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useLeaveWhenLoggedOut } from '../../ui/use-leave-when-logged-out';
import styles from './checkout-summary-page.module.css';
import { OrderSummary } from './order-summary';

interface Status {
  readonly tone: StatusTone;
  readonly text: string;
}

/**
 * /Checkout 'Checkout Summary' (spec §2, §8): the server cart and its total; Buy Now places the
 * order and sends the buyer to the payment provider's checkout url. Without a session: /Login.
 */
export function CheckoutSummaryPage() {
  const deps = useCartDeps();
  const orders = usePort('ordersGateway');
  const externalNavigator = usePort('navigator');
  const { refresh } = useSession();
  const navigate = useNavigate();
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: SHOP_COPY.checkout.title }));
  const [cart, setCart] = useState<readonly LocalCartItem[] | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [placing, setPlacing] = useState(false);
  // Until the stored session is read, the page keeps the view it was prerendered with (the session
  // pages' loading state): a visitor without one goes to /Login without this page painting its
  // header and the footer first (on a phone that late paint was the page's LCP, at 3.1 s).
  const [signedIn, setSignedIn] = useState(false);
  const mounted = useRef(true);
  useLeaveWhenLoggedOut(SITE_ROUTES.login, CHECKOUT_AFTER_LOGIN);

  useEffect(() => {
    mounted.current = true;
    if (!restoreSession(deps).ok) {
      navigate(SITE_ROUTES.login, { replace: true, state: CHECKOUT_AFTER_LOGIN });
      return;
    }
    setSignedIn(true);
    void loadCart(deps).then((result) => {
      if (!mounted.current) return;
      if (result.ok) {
        setCart(result.value.cart);
      } else {
        console.error(MESSAGES[result.error.code], result.error.cause);
        setStatus({ tone: 'error', text: MESSAGES[result.error.code] });
        setCart(result.error.cart);
      }
      refresh();
    });
    return () => {
      mounted.current = false;
    };
  }, [deps, navigate, refresh]);

  // Back from the payment page (restored from the back/forward cache): Buy Now works again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPlacing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function buyNow() {
    if (!restoreSession(deps).ok) {
      setStatus({ tone: 'error', text: MESSAGES['CART.LOGIN_REQUIRED'] });
      navigate(SITE_ROUTES.login, { state: CHECKOUT_AFTER_LOGIN });
      return;
    }
    setPlacing(true);
    setStatus(null);
    const reply = await orders.placeOrder({ paymentMethod: PAYMENT_METHODS.cartOrder });
    if (!mounted.current) return;
    if (!reply.ok) {
      const serverMessage = reply.error.kind === 'http' ? reply.error.message?.trim() : '';
      setStatus({ tone: 'error', text: serverMessage || MESSAGES['CART.ORDER_FAILED'] });
      setPlacing(false);
      return;
    }
    if (reply.value.checkoutUrl.trim() === '') {
      setStatus({ tone: 'error', text: MESSAGES['CART.CHECKOUT_URL_MISSING'] });
      setPlacing(false);
      return;
    }
    setStatus({ tone: 'success', text: MESSAGES['CHECKOUT.PROCEEDING'] });
    externalNavigator.open(reply.value.checkoutUrl);
  }

  if (!signedIn) return <LoadingState text={SITE_COPY.loadingPage} fill />;
  const copy = SHOP_COPY.checkout;
  return (
    <>
      <PageHeader title={copy.title} lead={copy.lead} />
      <div className={`container ${styles.page}`}>
        {cart === null ? (
          <LoadingState text={copy.loading} />
        ) : cart.length === 0 ? (
          <>
            <StatusMessage tone={status?.tone ?? 'info'}>{status?.text}</StatusMessage>
            <EmptyCart body={copy.emptyBody} linkText={copy.browse} />
          </>
        ) : (
          <section className={styles.card} aria-label={copy.title}>
            <OrderSummary cart={cart} />
            <StatusMessage tone={status?.tone ?? 'info'}>{status?.text}</StatusMessage>
            <div className={styles.actions}>
              <ButtonLink to={SITE_ROUTES.cart} variant="ghost">
                {copy.editCart}
              </ButtonLink>
              <Button
                onClick={() => void buyNow()}
                disabled={placing}
                aria-busy={placing || undefined}
              >
                {placing ? copy.placing : copy.buyNow}
              </Button>
            </div>
            <p className={styles.note}>{copy.payNote}</p>
          </section>
        )}
      </div>
    </>
  );
}
