import { useSearchParams } from 'react-router-dom';
import { CheckoutSummaryPage } from './checkout-summary-page';
import { PaymentReturnPage } from './payment-return-page';
import { RETURN_PARAMS } from './return-params';

/**
 * /Checkout and /checkout (spec §2): the payment provider sends the buyer back here with orderId,
 * userId and session_id; any of them makes this the return page, else it is the checkout summary.
 */
export function CheckoutRoute() {
  const [params] = useSearchParams();
  const returning = RETURN_PARAMS.some((name) => params.has(name));
  return returning ? <PaymentReturnPage /> : <CheckoutSummaryPage />;
}
