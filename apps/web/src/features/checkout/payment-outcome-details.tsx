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

/** What the return page says and offers once the payment is confirmed, not completed or unknown. */
export function PaymentOutcomeDetails({
  outcome,
  orderId,
  userId,
}: {
  outcome: Exclude<PaymentOutcome, 'verifying'>;
  orderId: string;
  userId: string;
}) {
  const copy = SHOP_COPY.paymentReturn;
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
        <p className={styles.lead}>{copy.confirmedLead}</p>
        {ids}
        <div className={styles.actions}>
          <ButtonLink to={SITE_ROUTES.admin}>{copy.orderHistory}</ButtonLink>
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
        <div className={styles.actions}>
          <ButtonLink to={SITE_ROUTES.admin} variant="secondary">
            {copy.orderHistory}
          </ButtonLink>
        </div>
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
        {outcome === 'missing' ? (
          <ButtonLink to={SITE_ROUTES.admin} variant="secondary">
            {copy.orderHistory}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
