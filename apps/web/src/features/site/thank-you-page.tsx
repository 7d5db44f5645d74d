import { SITE_ROUTES } from '@netzero/content';
import illustration from '../../assets/site-thank-you.svg';
import { fillCopy } from '../../content/fill-copy';
import { SITE_COPY } from '../../content/site.copy';
import { ButtonLink } from '../../ui/button';
import styles from '../../ui/site-page.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The page shown after an enquiry or an investment: what was received and what happens next. */
export function ThankYouPage() {
  const copy = SITE_COPY.thankYou;
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: copy.title }));
  return (
    <section className={styles.page} aria-labelledby="thank-you-title">
      <div className={`container ${styles.inner}`}>
        <img className={styles.art} src={illustration} alt="" width="320" height="240" />
        <div className={styles.text}>
          <h1 id="thank-you-title">{copy.title}</h1>
          <p className={styles.lead}>{copy.body}</p>
          <h2 className={styles.subheading}>{copy.nextHeading}</h2>
          <ol className={styles.steps}>
            {copy.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
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
