import { SITE_ROUTES } from '@netzero/content';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import illustration from '../../assets/purchase-biogas.svg';
import { PURCHASE_COPY } from '../../content/purchase.copy';
import styles from './purchase-benefits.module.css';

const COPY = PURCHASE_COPY.direct;

/** The side panel of /Purchas: what the buyer gets for the money. */
export function PurchaseBenefits() {
  const headingId = useId();
  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <img
        className={styles.image}
        src={illustration}
        alt={COPY.sideImageAlt}
        width="320"
        height="200"
        loading="lazy"
        decoding="async"
      />
      <p className={styles.project}>
        <strong>{COPY.sideProjectName}</strong>
        <span>{COPY.sideProjectFacts}</span>
      </p>
      <h2 id={headingId} className={styles.heading}>
        {COPY.sideHeading}
      </h2>
      <ul className={styles.list}>
        {COPY.benefits.map((benefit) => (
          <li key={benefit.title} className={styles.item}>
            <svg className={styles.tick} aria-hidden="true" viewBox="0 0 24 24">
              <circle cx="12" cy="12" r="11" />
              <path d="M7 12.5l3.2 3.2L17 9" />
            </svg>
            <div>
              <h3 className={styles.itemTitle}>{benefit.title}</h3>
              <p className={styles.itemBody}>{benefit.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link className={styles.link} to={SITE_ROUTES.cleanBioEnergy}>
        {COPY.sideProjectLink}
      </Link>
    </aside>
  );
}
