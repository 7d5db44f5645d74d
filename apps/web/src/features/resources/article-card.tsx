import { Link } from 'react-router-dom';
import type { Article } from '../../content/articles';
import { articleArt } from './article-art';
import styles from './article-card.module.css';
import { readingTime } from './reading-time';

/**
 * An article in a list: illustration, topic, title (the link; the whole card is clickable),
 * standfirst and reading time. `featured` lays it out wide, image beside text.
 */
export function ArticleCard({
  article,
  href,
  headingLevel,
  imageClassName,
  featured = false,
}: {
  article: Article;
  href: string;
  headingLevel: 'h2' | 'h3';
  imageClassName?: string;
  featured?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <div className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <div className={styles.frame}>
        <img
          className={`${styles.art} ${imageClassName ?? ''}`}
          src={articleArt(article.number)}
          alt=""
          width="640"
          height="400"
          loading="lazy"
        />
      </div>
      <div className={styles.text}>
        <p className={styles.topic}>{article.topic}</p>
        <Heading className={styles.title}>
          <Link to={href} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.standfirst}>{article.standfirst}</p>
        <p className={styles.meta}>{readingTime(article)}</p>
      </div>
    </div>
  );
}
