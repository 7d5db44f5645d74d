import {
  CALCULATOR_RETURN_FLAG,
  CHECKOUT_CANCELLED_FLAG,
  checkSessionToken,
  loadCart,
  MESSAGES,
  type MessageCode,
  paymentProviderForSession,
  restoreSession,
} from '@netzero/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { SHOP_COPY } from '../../content/shop.copy';
import { SITE_COPY } from '../../content/site.copy';
import { LoadingState } from '../../ui/loading-state';
import { PageHeader } from '../../ui/page-header';
import { useCartDeps, usePort } from '../../ui/port-context';
import { useSession } from '../../ui/session-context';
import { StatusMessage } from '../../ui/status-message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { type PaymentOutcome, PaymentOutcomeDetails } from './payment-outcome-details';
import styles from './payment-return-page.module.css';
import { keptReturnQuery } from './return-params';

const OUTCOME_MESSAGE: Record<Exclude<PaymentOutcome, 'verifying'>, MessageCode> = {
  confirmed: 'PAYMENT.CONFIRMED',
  notCompleted: 'PAYMENT.NOT_COMPLETED',
  refunded: 'PAYMENT.REFUNDED',
  error: 'PAYMENT.VERIFY_ERROR',
  missing: 'PAYMENT.MISSING_SESSION',
};

// Only a certificate page of this site is linked, whatever a server sends.
const CERTIFICATE_PATH = /^\/certificates\/[\w-]+$/;

/** The confirm reply's certificate page when it is one of ours, else null. */
function certificatePath(url: string | undefined): string | null {
  return url !== undefined && CERTIFICATE_PATH.test(url) ? url : null;
}

/**
 * The page the payment provider returns to, 'Thank You!' (spec §2, §4): it keeps only orderId,
 * userId and session_id in the address, asks the server once whether the session is paid, and
 * after a confirmed payment re-reads the (now empty) server cart.
 */
export function PaymentReturnPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const checkout = usePort('checkoutGateway');
  const deps = useCartDeps();
  const { refresh } = useSession();
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: SHOP_COPY.paymentReturn.title }));
  const [ids] = useState(() => {
    const params = new URLSearchParams(location.search);
    return {
      orderId: params.get('orderId') ?? '',
      userId: params.get('userId') ?? '',
      sessionId: params.get('session_id')?.trim() ?? '',
      // A calculator's order: its 'Investment successful!' is shown once the payment is confirmed.
      invested: params.get(CALCULATOR_RETURN_FLAG) === '1',
      // Back from a provider that cannot name its session on cancel (Stripe).
      cancelled: params.get(CHECKOUT_CANCELLED_FLAG) === '1',
    };
  });
  const [outcome, setOutcome] = useState<PaymentOutcome>('verifying');
  const [certificateUrl, setCertificateUrl] = useState<string | null>(null);
  // Read once, before the session check can run: a guest has no order history to be sent to.
  const [guest] = useState(
    () => !checkSessionToken(deps.sessionStore.getToken(), deps.clock.nowMs()).ok,
  );
  const started = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount, on the address it arrived with
  useEffect(() => {
    // React's StrictMode runs effects twice in development: confirm (and fulfil) only once.
    if (started.current) return;
    started.current = true;

    const query = keptReturnQuery(new URLSearchParams(location.search));
    const search = query === '' ? '' : `?${query}`;
    if (search !== location.search)
      navigate({ pathname: location.pathname, search }, { replace: true });

    if (ids.sessionId === '') {
      setOutcome(ids.cancelled ? 'notCompleted' : 'missing');
      return;
    }
    void (async () => {
      const reply = await checkout.confirmPayment({
        provider: paymentProviderForSession(ids.sessionId),
        sessionId: ids.sessionId,
      });
      if (!mounted.current) return;
      if (!reply.ok) {
        console.error('Error verifying payment', reply.error);
        setOutcome('error');
        return;
      }
      setOutcome(
        reply.value.success ? 'confirmed' : reply.value.refunded ? 'refunded' : 'notCompleted',
      );
      setCertificateUrl(certificatePath(reply.value.certificateUrl));
      if (!reply.value.success) return;
      // Fulfilment emptied the server cart: the local copy and the nav badge follow it.
      if (restoreSession(deps).ok) await loadCart(deps);
      if (mounted.current) refresh();
    })();
  }, []);

  return (
    <>
      <PageHeader title={SHOP_COPY.paymentReturn.title} />
      <div className={`container ${styles.page}`}>
        <div className={styles.card}>
          {outcome === 'verifying' ? <LoadingState text={MESSAGES['PAYMENT.VERIFYING']} /> : null}
          {outcome === 'confirmed' && ids.invested ? (
            <p className={styles.invested}>{MESSAGES['CALCULATOR.INVESTED']}</p>
          ) : null}
          <StatusMessage tone={outcome === 'confirmed' ? 'success' : 'error'}>
            {outcome === 'verifying' ? null : MESSAGES[OUTCOME_MESSAGE[outcome]]}
          </StatusMessage>
          {outcome === 'verifying' ? null : (
            <PaymentOutcomeDetails
              outcome={outcome}
              orderId={ids.orderId}
              userId={ids.userId}
              certificateUrl={certificateUrl}
              guest={guest}
            />
          )}
        </div>
      </div>
    </>
  );
}
