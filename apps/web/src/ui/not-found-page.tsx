import { SITE_ROUTES } from '@netzero/content';
import { useLocation } from 'react-router-dom';
import illustration from '../assets/site-not-found.svg';
import { fillCopy } from '../content/fill-copy';
import { SITE_COPY } from '../content/site.copy';
import { ButtonLink } from './button';
import styles from './site-page.module.css';
import { useDocumentTitle } from './use-document-title';

const [BEFORE_PATH, AFTER_PATH] = SITE_COPY.notFound.body.split('{path}');

/** The page of every unknown address: says which path was asked for and offers a way on. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const copy = SITE_COPY.notFound;
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: copy.title }));
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={`container ${styles.inner}`}>
        <img className={styles.art} src={illustration} alt="" width="320" height="240" />
        <div className={styles.text}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 id="not-found-title">{copy.title}</h1>
          <p className={styles.lead}>
            {BEFORE_PATH}
            <code className={styles.path}>{pathname}</code>
            {AFTER_PATH}
          </p>
          <p>{copy.next}</p>
          <div className={styles.actions}>
            <ButtonLink to={SITE_ROUTES.home}>{copy.home}</ButtonLink>
            <ButtonLink to={SITE_ROUTES.carbon} variant="secondary">
              {copy.projects}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
