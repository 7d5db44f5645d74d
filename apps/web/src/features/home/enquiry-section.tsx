import { ENQUIRY_ANCHOR } from '@netzero/content';
import { lazy, Suspense } from 'react';
import { HOME_COPY } from '../../content/home.copy';
import { SITE_COPY } from '../../content/site.copy';
import { useReveal } from '../../ui/use-reveal';
import styles from './enquiry-section.module.css';
import { SectionHeading } from './section-heading';

// The form closes the page, far below the fold, and needs the ports and the message catalogue:
// its code loads after the page has rendered (the prerendered page shows it meanwhile).
const EnquiryForm = lazy(() =>
  import('./enquiry-form').then((module) => ({ default: module.EnquiryForm })),
);

/** The closing block: 'Still got some questions', the enquiry form, and other ways to reach us. */
export function EnquirySection() {
  const copy = HOME_COPY.enquiry;
  const contact = SITE_COPY.footer;
  const reveal = useReveal<HTMLDivElement>();
  return (
    <section id={ENQUIRY_ANCHOR} className={styles.enquiry} aria-labelledby="home-enquiry-title">
      <div ref={reveal.ref} className={`container ${styles.grid} ${reveal.className}`}>
        <div className={styles.intro}>
          <SectionHeading id="home-enquiry-title" title={copy.title} lead={copy.lead} />
          <h3 className={styles.subheading}>{copy.topicsHeading}</h3>
          <ul className={styles.topics}>
            {copy.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
          <h3 className={styles.subheading}>{copy.contactHeading}</h3>
          <ul className={styles.contact}>
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <a href={contact.phoneHref}>{contact.phone}</a>
            </li>
          </ul>
        </div>
        <div className={styles.card}>
          <Suspense fallback={<div className={styles.formPending} />}>
            <EnquiryForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
