import { SITE_ROUTES } from '@netzero/content';
import { Link } from 'react-router-dom';
import type { Article } from '../../content/articles';
import { RESOURCES_COPY } from '../../content/resources.copy';
import hero from '../../ui/detail-hero.module.css';
import { useReveal } from '../../ui/use-reveal';
import { articleArt } from './article-art';
import styles from './article-hero.module.css';
import { readingTime } from './reading-time';

/** An article's hero: back link, topic, title, standfirst, byline with reading time, illustration. */
export function ArticleHero({ article, titleId }: { article: Article; titleId: string }) {
  const copy = RESOURCES_COPY.article;
  const reveal = useReveal<HTMLDivElement>();
  return (
    <header className={hero.hero}>
      <div ref={reveal.ref} className={`container ${hero.grid} ${reveal.className}`}>
        <div>
          <Link to={SITE_ROUTES.resources} className={hero.back}>
            <span aria-hidden="true">←</span>
            {copy.backToResources}
          </Link>
          <p className={hero.eyebrow}>{article.topic}</p>
          <h1 id={titleId} className={hero.title}>
            {article.title}
          </h1>
          <p className={styles.standfirst}>{article.standfirst}</p>
          <p className={styles.meta}>
            <span>{copy.byline}</span>
            <span aria-hidden="true" className={styles.dot}>
              ·
            </span>
            <span>{readingTime(article)}</span>
          </p>
        </div>
        <img
          className={`${styles.art} ${reveal.imageClassName}`}
          src={articleArt(article.number)}
          alt=""
          width="640"
          height="400"
        />
      </div>
    </header>
  );
}
