import { HOME_COPY } from '../../content/home.copy';
import { useReveal } from '../../ui/use-reveal';
import styles from './statements-section.module.css';

/** The Mission Statement and Vision Statement blocks, with the vision's two goal years. */
export function StatementsSection() {
  const copy = HOME_COPY.statements;
  const reveal = useReveal<HTMLDivElement>();
  return (
    <section className={styles.statements} aria-label={copy.title}>
      <div ref={reveal.ref} className={`container ${styles.grid} ${reveal.className}`}>
        <article className={styles.block} aria-labelledby="home-mission-title">
          <h2 id="home-mission-title" className={styles.title}>
            {copy.mission.title}
          </h2>
          <p className={styles.body}>{copy.mission.body}</p>
          <ul className={styles.points}>
            {copy.mission.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </article>
        <article className={`${styles.block} ${styles.vision}`} aria-labelledby="home-vision-title">
          <h2 id="home-vision-title" className={styles.title}>
            {copy.vision.title}
          </h2>
          <p className={styles.body}>{copy.vision.body}</p>
          <ol className={styles.goals}>
            {copy.goals.map((goal) => (
              <li key={goal.year} className={styles.goal}>
                <span className={styles.year}>{goal.year}</span>
                <span>{goal.label}</span>
              </li>
            ))}
          </ol>
        </article>
      </div>
    </section>
  );
}
