import { type Article, articleByNumber } from '../../content/articles';
import { RESOURCES_COPY } from '../../content/resources.copy';
import { ButtonLink } from '../../ui/button';
import { useReveal } from '../../ui/use-reveal';
import { ArticleCard } from './article-card';
import styles from './article-end.module.css';

/** The end of an article: its call to action (/Carbon or /Business), then two related articles. */
export function ArticleEnd({ article }: { article: Article }) {
  const cta = useReveal<HTMLDivElement>();
  const related = useReveal<HTMLDivElement>();
  const relatedArticles = article.related
    .map((number) => articleByNumber(number))
    .filter((item): item is Article => item !== undefined);
  const ctaId = `article-${article.number}-cta`;
  const relatedId = `article-${article.number}-related`;
  return (
    <div className={styles.end}>
      <section className="container" aria-labelledby={ctaId}>
        <div ref={cta.ref} className={`${styles.cta} ${cta.className}`}>
          <div>
            <h2 id={ctaId} className={styles.ctaTitle}>
              {article.cta.heading}
            </h2>
            <p className={styles.ctaBody}>{article.cta.body}</p>
          </div>
          <ButtonLink to={article.cta.to} variant="secondary" className={styles.ctaButton}>
            {article.cta.label}
          </ButtonLink>
        </div>
      </section>
      <section className={`container ${styles.related}`} aria-labelledby={relatedId}>
        <div ref={related.ref} className={related.className}>
          <h2 id={relatedId} className={styles.relatedTitle}>
            {RESOURCES_COPY.article.relatedHeading}
          </h2>
          <ul className={styles.grid}>
            {relatedArticles.map((item) => (
              <li key={item.number}>
                <ArticleCard
                  article={item}
                  href={item.path}
                  headingLevel="h3"
                  imageClassName={related.imageClassName}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
