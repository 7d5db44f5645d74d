import type { OpsOrderDetail } from '@netzero/core';
import { useState } from 'react';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { TextField } from '../../../ui/text-field';
import { ConfirmModal } from '../shared/confirm-modal';
import styles from '../shared/ops-section.module.css';

const copy = OPS_COMMERCE_COPY.orders;

/** Refund (asked in a modal, with a reason) and resend the receipt, for a PAID order. */
export function OrderActions({
  order,
  onDone,
}: {
  order: OpsOrderDetail;
  onDone: (message: string) => void;
}) {
  const orders = useOpsPort('opsOrdersGateway');
  const [asking, setAsking] = useState<'refund' | 'resend' | null>(null);
  const [reason, setReason] = useState('');
  if (order.status !== 'PAID') return null;
  return (
    <div className={styles.toolbar}>
      <Button variant="secondary" onClick={() => setAsking('refund')}>
        {copy.refund}
      </Button>
      <Button variant="ghost" onClick={() => setAsking('resend')}>
        {copy.resend}
      </Button>
      {asking === 'refund' ? (
        <ConfirmModal
          title={copy.refundTitle}
          body={copy.refundBody}
          confirmLabel={copy.refundConfirm}
          canConfirm={reason.trim() !== ''}
          run={() => orders.refund(order.id, reason.trim())}
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            onDone(copy.refunded);
          }}
        >
          <TextField
            label={copy.refundReason}
            value={reason}
            maxLength={500}
            required
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmModal>
      ) : null}
      {asking === 'resend' ? (
        <ConfirmModal
          title={copy.resend}
          body={order.email}
          confirmLabel={copy.resend}
          run={() => orders.resendReceipt(order.id)}
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            onDone(copy.resent);
          }}
        />
      ) : null}
    </div>
  );
}
