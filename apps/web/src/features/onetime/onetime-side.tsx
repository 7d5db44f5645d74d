import { SITE_ROUTES } from '@netzero/content';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import illustration from '../../assets/onetime-stove.svg';
import { ONETIME_COPY } from '../../content/onetime.copy';
import styles from './onetime-side.module.css';

const COPY = ONETIME_COPY;

/** The side panel of /Onetime: the project the tonnes come from and what the buyer gets. */
export function OnetimeSide() {
  const headingId = useId();
  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <img
        className={styles.image}
        src={illustration}
        alt={COPY.sideImageAlt}
        width={320}
        height={180}
      />
      <p className={styles.project}>
        <strong>{COPY.projectName}</strong>
        <span>{COPY.projectFacts}</span>
        <Link className={styles.link} to={SITE_ROUTES.cleanBioEnergy}>
          {COPY.projectLink}
        </Link>
      </p>
      <h2 id={headingId} className={styles.heading}>
        {COPY.sideHeading}
      </h2>
      <ul className={styles.list}>
        {COPY.points.map((point) => (
          <li key={point.title} className={styles.item}>
            <svg className={styles.tick} aria-hidden="true" viewBox="0 0 24 24">
              <circle cx="12" cy="12" r="11" />
              <path d="M7 12.5l3.2 3.2L17 9" />
            </svg>
            <div>
              <h3 className={styles.itemTitle}>{point.title}</h3>
              <p className={styles.itemBody}>{point.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link className={styles.link} to={SITE_ROUTES.business}>
          {COPY.estimateLink}
        </Link>
        <Link className={styles.link} to={SITE_ROUTES.subscription}>
          {COPY.subscriptionLink}
        </Link>
      </p>
    </aside>
  );
}
