import innovationArt from '../../assets/home-value-innovation.svg?no-inline';
import sustainabilityArt from '../../assets/home-value-sustainability.svg?no-inline';
import transparencyArt from '../../assets/home-value-transparency.svg?no-inline';
import { HOME_COPY } from '../../content/home.copy';
import { useReveal } from '../../ui/use-reveal';
import { SectionHeading } from './section-heading';
import styles from './values-section.module.css';

const ART = [sustainabilityArt, innovationArt, transparencyArt];

/** The values grid: Sustainability, Innovation, Transparency, each with a picture (spec §2). */
export function ValuesSection() {
  const copy = HOME_COPY.values;
  const reveal = useReveal<HTMLDivElement>();
  return (
    <section className={styles.values} aria-labelledby="home-values-title">
      <div ref={reveal.ref} className={`container ${reveal.className}`}>
        <SectionHeading
          id="home-values-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          align="center"
        />
        <ul className={styles.grid}>
          {copy.items.map((value, index) => (
            <li key={value.title} className={styles.card}>
              <img
                className={`${styles.art} ${reveal.imageClassName}`}
                src={ART[index]}
                alt=""
                width="320"
                height="200"
                loading="lazy"
                decoding="async"
              />
              <div className={styles.text}>
                <h3 className={styles.title}>{value.title}</h3>
                <p className={styles.body}>{value.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
