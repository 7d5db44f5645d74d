import { ARTICLES, type Article } from '../../content/articles';
import { fillCopy } from '../../content/fill-copy';
import { RESOURCES_COPY } from '../../content/resources.copy';
import { SITE_COPY } from '../../content/site.copy';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useReveal } from '../../ui/use-reveal';
import { ArticleCard } from './article-card';
import { NewsletterBox } from './newsletter-box';
import styles from './resources-page.module.css';

/** /Resources: the seven articles as cards (hrefs as the spec's list spells them) and the newsletter. */
export function ResourcesPage() {
  const copy = RESOURCES_COPY.list;
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: copy.title }));
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <section className={styles.articles} aria-labelledby="resources-articles-title">
        <div className="container">
          <h2 id="resources-articles-title" className="visually-hidden">
            {copy.listHeading}
          </h2>
          <ul className={styles.grid}>
            {ARTICLES.map((article, index) => (
              <ArticleItem key={article.number} article={article} featured={index === 0} />
            ))}
          </ul>
        </div>
      </section>
      <NewsletterBox />
    </>
  );
}

// Each card fades in on its own as it scrolls into view.
function ArticleItem({ article, featured }: { article: Article; featured: boolean }) {
  const reveal = useReveal<HTMLLIElement>();
  return (
    <li ref={reveal.ref} className={`${featured ? styles.featured : ''} ${reveal.className}`}>
      <ArticleCard
        article={article}
        href={article.listHref}
        headingLevel="h3"
        imageClassName={reveal.imageClassName}
        featured={featured}
      />
    </li>
  );
}
