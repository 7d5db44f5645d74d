import impactIcon from '../../assets/home-icon-impact.svg?no-inline';
import integrationIcon from '../../assets/home-icon-integration.svg?no-inline';
import { HOME_COPY } from '../../content/home.copy';
import { useReveal } from '../../ui/use-reveal';
import styles from './about-section.module.css';
import { SectionHeading } from './section-heading';

const ICONS = [impactIcon, integrationIcon];

/** About Us: who the marketplace serves and its two features (spec §1, §2). */
export function AboutSection() {
  const copy = HOME_COPY.about;
  const reveal = useReveal<HTMLDivElement>();
  return (
    <section className={styles.about} aria-labelledby="home-about-title">
      <div ref={reveal.ref} className={`container ${styles.inner} ${reveal.className}`}>
        <SectionHeading
          id="home-about-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
        />
        <ul className={styles.features}>
          {copy.features.map((feature, index) => (
            <li key={feature.title} className={styles.feature}>
              <img
                className={`${styles.icon} ${reveal.imageClassName}`}
                src={ICONS[index]}
                alt=""
                width="64"
                height="64"
                loading="lazy"
                decoding="async"
              />
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.body}>{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
