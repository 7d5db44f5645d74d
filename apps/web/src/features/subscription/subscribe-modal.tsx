import { SITE_ROUTES } from '@netzero/content';
import {
  firstFieldWithError,
  formatMessage,
  openDirectCheckout,
  SINGLE_ATTEMPT,
  type SubscriptionModalField,
  type SubscriptionPlan,
  subscriptionCheckoutFailureMessage,
  toFieldMessages,
  validateSubscriptionModal,
} from '@netzero/core';
import { useEffect, useId, useState } from 'react';
import { fillCopy } from '../../content/fill-copy';
import { PURCHASE_COPY } from '../../content/purchase.copy';
import { bindField } from '../../ui/bind-field';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePort } from '../../ui/port-context';
import { useSession } from '../../ui/session-context';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { useAccountProfile } from '../../ui/use-account-profile';
import { useTimeoutWait } from '../../ui/use-timeout-wait';
import styles from './subscribe-modal.module.css';

const COPY = PURCHASE_COPY.subscription;
const FIELD_ORDER: readonly SubscriptionModalField[] = ['receiptName', 'email'];

/**
 * The Subscribe Now dialog (spec §2, §4, §5): receipt name and e-mail, then processing (nothing
 * can be dismissed), then the hosted checkout, or the error shown here.
 */
export function SubscribeModal({
  plan,
  monthlyPrice,
  onClose,
}: {
  plan: SubscriptionPlan;
  monthlyPrice: string | null;
  onClose: () => void;
}) {
  const checkoutGateway = usePort('checkoutGateway');
  const navigator = usePort('navigator');
  const wait = useTimeoutWait();
  const ids = { receiptName: useId(), email: useId() };
  const [values, setValues] = useState({ receiptName: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<SubscriptionModalField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const { loggedIn } = useSession();
  const account = useAccountProfile(loggedIn);

  // Logged in: the account's e-mail is filled in, unless the buyer has typed one already. It stays
  // editable: the plan belongs to the account through the session, the address only gets receipts.
  const accountEmail = account?.email ?? null;
  useEffect(() => {
    if (accountEmail === null) return;
    setValues((previous) =>
      previous.email === '' ? { ...previous, email: accountEmail } : previous,
    );
  }, [accountEmail]);

  const tonnes = fillCopy(COPY.tonnesPerMonth, { quantity: plan.quantity });
  const summary = monthlyPrice
    ? fillCopy(COPY.modalSummary, { tonnes, price: `${monthlyPrice} ${COPY.perMonth}` })
    : fillCopy(COPY.modalSummaryNoPrice, { tonnes });

  function change(field: SubscriptionModalField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _edited, ...rest }) => rest);
  }
  const fields = { values, errors, ids, change };

  async function proceed() {
    if (processing) return;
    const verdict = validateSubscriptionModal(values);
    const fieldMessages = toFieldMessages(verdict.fields);
    setErrors(fieldMessages);
    setFormError(verdict.form ? formatMessage(verdict.form) : null);
    const first = firstFieldWithError(verdict.fields, FIELD_ORDER);
    if (first || verdict.form) {
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setProcessing(true);
    const opened = await openDirectCheckout(
      { checkoutGateway, wait },
      {
        email: values.email.trim(),
        receiptName: values.receiptName.trim(),
        productId: plan.productId,
        quantity: plan.quantity,
        returnUrl: `${window.location.origin}${SITE_ROUTES.checkout.toLowerCase()}`,
        subscribe: true,
        page: 'subscription',
      },
      SINGLE_ATTEMPT,
    );
    if (opened.ok) {
      navigator.open(opened.value);
      return;
    }
    setProcessing(false);
    setFormError(subscriptionCheckoutFailureMessage(opened.error));
  }

  return (
    <Modal
      title={fillCopy(COPY.modalTitle, { plan: plan.title })}
      onClose={onClose}
      closeDisabled={processing}
    >
      <p className={styles.summary}>{summary}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void proceed();
        }}
      >
        <StatusMessage tone="error">{formError}</StatusMessage>
        <TextField
          {...bindField(fields, 'receiptName')}
          label={COPY.receiptNameLabel}
          helper={COPY.receiptNameHelper}
          autoComplete="name"
          maxLength={200}
          readOnly={processing}
        />
        <TextField
          {...bindField(fields, 'email')}
          label={COPY.emailLabel}
          helper={account ? COPY.emailHelperSignedIn : COPY.emailHelper}
          type="email"
          autoComplete="email"
          maxLength={254}
          readOnly={processing}
        />
        <StatusMessage tone="info">{processing ? COPY.processing : null}</StatusMessage>
        <div className={styles.actions}>
          <Button type="submit" disabled={processing} aria-busy={processing || undefined}>
            {COPY.proceed}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={processing}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
