import { SITE_ROUTES } from '@netzero/content';
import { MESSAGES } from '@netzero/core';
import emptyCartImage from '../assets/shop-empty-cart.svg';
import { ButtonLink } from './button';
import styles from './empty-cart.module.css';

/** The empty cart (spec §2): 'No projects added yet.' and the way back to /Carbon. */
export function EmptyCart({ body, linkText }: { body: string; linkText: string }) {
  return (
    <div className={styles.empty}>
      <img src={emptyCartImage} alt="" width={240} height={180} className={styles.image} />
      <p className={styles.message}>{MESSAGES['CART.EMPTY']}</p>
      <p className={styles.body}>{body}</p>
      <ButtonLink to={SITE_ROUTES.carbon}>{linkText}</ButtonLink>
    </div>
  );
}
