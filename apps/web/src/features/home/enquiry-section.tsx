import { HOME_COPY, SITE_COPY } from '@netzero/core';
import { useReveal } from '../../ui/use-reveal';
import { EnquiryForm } from './enquiry-form';
import styles from './enquiry-section.module.css';
import { SectionHeading } from './section-heading';

/** The closing block: 'Still got some questions', the enquiry form, and other ways to reach us. */
export function EnquirySection() {
  const copy = HOME_COPY.enquiry;
  const contact = SITE_COPY.footer;
  const reveal = useReveal<HTMLDivElement>();
  return (
    <section id="enquiry" className={styles.enquiry} aria-labelledby="home-enquiry-title">
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
          <EnquiryForm />
        </div>
      </div>
    </section>
  );
}
