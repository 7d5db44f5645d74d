import { SITE_ROUTES } from '@netzero/content';
import { Link } from 'react-router-dom';
import brandMark from '../../assets/brand-mark.svg';
import { fillCopy } from '../../content/fill-copy';
import { SITE_COPY } from '../../content/site.copy';
import { usePort } from '../../ui/port-context';
import styles from './footer.module.css';
import { FOOTER_BUSINESS_LINKS, MAIN_LINKS } from './site-links';

/** The site footer (spec §2 'Footer'): blurb, the main links, contact e-mail and phone, © line. */
export function Footer() {
  const year = new Date(usePort('clock').nowMs()).getUTCFullYear();
  const copy = SITE_COPY.footer;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Link
            to={SITE_ROUTES.home}
            className={styles.brand}
            aria-label={SITE_COPY.brand.homeLabel}
          >
            <img src={brandMark} alt="" width="36" height="36" />
            <span>{SITE_COPY.brand.name}</span>
          </Link>
          <p className={styles.blurb}>{copy.blurb}</p>
        </div>
        <nav aria-label={copy.label} className={styles.columns}>
          <div>
            <h2 className={styles.heading}>{copy.exploreHeading}</h2>
            <ul className={styles.list}>
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{copy.businessHeading}</h2>
            <ul className={styles.list}>
              {FOOTER_BUSINESS_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div>
          <h2 className={styles.heading}>{copy.contactHeading}</h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${copy.email}`}>{copy.email}</a>
            </li>
            <li>
              <a href={copy.phoneHref}>{copy.phone}</a>
            </li>
          </ul>
          <p className={styles.note}>{copy.contactNote}</p>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{fillCopy(copy.rights, { year })}</p>
      </div>
    </footer>
  );
}
