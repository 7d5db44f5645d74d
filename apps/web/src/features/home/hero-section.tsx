import { SITE_ROUTES } from '@netzero/content';
import illustration from '../../assets/home-hero.svg';
import { HOME_COPY } from '../../content/home.copy';
import { ButtonLink } from '../../ui/button';
import styles from './hero-section.module.css';

/** The hero: the promise, the two ways in, and what every purchase comes with. */
export function HeroSection() {
  const copy = HOME_COPY.hero;
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 id="home-hero-title" className={styles.title}>
            {copy.title}
          </h1>
          <p className={styles.tagline}>{copy.tagline}</p>
          <div className={styles.actions}>
            <ButtonLink to={SITE_ROUTES.carbon} className={styles.primary}>
              {copy.primaryCta}
            </ButtonLink>
            <ButtonLink to={SITE_ROUTES.business} variant="secondary" className={styles.secondary}>
              {copy.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        <img className={styles.art} src={illustration} alt="" width="560" height="460" />
      </div>
      <div className="container">
        <h2 className="visually-hidden">{copy.proofLabel}</h2>
        <ul className={styles.proof}>
          {copy.proofPoints.map((point) => (
            <li key={point.value} className={styles.point}>
              <span className={styles.value}>{point.value}</span>
              <span className={styles.label}>{point.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
