import illustration from '../../assets/resources-newsletter.svg';
import { RESOURCES_COPY } from '../../content/resources.copy';
import buttonStyles from '../../ui/button.module.css';
import { useReveal } from '../../ui/use-reveal';
import styles from './newsletter-box.module.css';

/** The newsletter block: its subscribe button opens our LinkedIn page in a new tab (spec §2). */
export function NewsletterBox() {
  const copy = RESOURCES_COPY.newsletter;
  const reveal = useReveal<HTMLDivElement>();
  return (
    <section className={styles.band} aria-labelledby="resources-newsletter-title">
      <div ref={reveal.ref} className={`container ${reveal.className}`}>
        <div className={styles.box}>
          <img
            className={`${styles.art} ${reveal.imageClassName}`}
            src={illustration}
            alt=""
            width="320"
            height="220"
            loading="lazy"
          />
          <div className={styles.text}>
            <h2 id="resources-newsletter-title" className={styles.title}>
              {copy.heading}
            </h2>
            <p className={styles.body}>{copy.body}</p>
            <a
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              href={copy.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {copy.subscribe}
              <span className="visually-hidden"> {copy.opensNewTab}</span>
              <span aria-hidden="true">↗</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
