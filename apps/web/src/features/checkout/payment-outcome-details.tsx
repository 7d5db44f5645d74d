import { SITE_ROUTES } from '@netzero/content';
import confirmedImage from '../../assets/shop-payment-confirmed.svg';
import { SHOP_COPY } from '../../content/shop.copy';
import { SITE_COPY } from '../../content/site.copy';
import { ButtonLink } from '../../ui/button';
import styles from './payment-outcome-details.module.css';

/** Where the confirmation stands (spec §4 'Payment return'). */
export type PaymentOutcome =
  | 'verifying'
  | 'confirmed'
  | 'notCompleted'
  | 'refunded'
  | 'error'
  | 'missing';

/**
 * What the return page says and offers once the payment is confirmed, not completed or unknown. A
 * guest has no order history (/Admin would ask for a login): the certificate link is shown to
 * everyone who has it, and the order history only to a logged-in buyer.
 */
export function PaymentOutcomeDetails({
  outcome,
  orderId,
  userId,
  certificateUrl,
  guest,
}: {
  outcome: Exclude<PaymentOutcome, 'verifying'>;
  orderId: string;
  userId: string;
  /** The paid order's certificate page (a path on our server), or null. */
  certificateUrl: string | null;
  guest: boolean;
}) {
  const copy = SHOP_COPY.paymentReturn;
  const history = (variant: 'primary' | 'secondary') =>
    guest ? null : (
      <ButtonLink to={SITE_ROUTES.admin} variant={variant}>
        {copy.orderHistory}
      </ButtonLink>
    );
  const ids =
    orderId === '' && userId === '' ? null : (
      <dl className={styles.ids}>
        {orderId === '' ? null : (
          <div className={styles.id}>
            <dt>{copy.orderId}</dt>
            <dd>{orderId}</dd>
          </div>
        )}
        {userId === '' ? null : (
          <div className={styles.id}>
            <dt>{copy.userId}</dt>
            <dd>{userId}</dd>
          </div>
        )}
      </dl>
    );

  if (outcome === 'confirmed') {
    return (
      <div className={styles.details}>
        <img src={confirmedImage} alt="" width={320} height={220} className={styles.image} />
        <p className={styles.lead}>
          {!guest
            ? copy.confirmedLead
            : certificateUrl
              ? copy.confirmedGuestLead
              : copy.confirmedPendingCertificateLead}
        </p>
        {ids}
        <div className={styles.actions}>
          {certificateUrl ? (
            // The certificate is a page of the server, not of the app: a full page load.
            <ButtonLink to={certificateUrl} reloadDocument>
              {copy.certificate}
            </ButtonLink>
          ) : null}
          {history(certificateUrl ? 'secondary' : 'primary')}
          <ButtonLink to={SITE_ROUTES.carbon} variant="secondary">
            {copy.moreProjects}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (outcome === 'refunded') {
    return (
      <div className={styles.details}>
        <p className={styles.lead}>{copy.refundedLead}</p>
        {ids}
        <div className={styles.actions}>
          <ButtonLink to={SITE_ROUTES.carbon}>{copy.moreProjects}</ButtonLink>
        </div>
      </div>
    );
  }
  if (outcome === 'error') {
    const email = SITE_COPY.footer.email;
    const [before, after] = copy.errorLead.split('{email}');
    return (
      <div className={styles.details}>
        <p className={styles.lead}>
          {before}
          <a href={`mailto:${email}`}>{email}</a>
          {after}
        </p>
        {ids}
        <div className={styles.actions}>{history('secondary')}</div>
      </div>
    );
  }
  return (
    <div className={styles.details}>
      <p className={styles.lead}>
        {outcome === 'notCompleted' ? copy.notCompletedLead : copy.missingLead}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={SITE_ROUTES.cart}>{copy.backToCart}</ButtonLink>
        {outcome === 'missing' ? history('secondary') : null}
      </div>
    </div>
  );
}
