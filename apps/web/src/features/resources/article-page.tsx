import { useLocation } from 'react-router-dom';
import { type Article, articleAtPath } from '../../content/articles';
import { fillCopy } from '../../content/fill-copy';
import { SITE_COPY } from '../../content/site.copy';
import { NotFoundPage } from '../../ui/not-found-page';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ArticleEnd } from './article-end';
import { ArticleHero } from './article-hero';
import styles from './article-page.module.css';
import { ArticleSectionView } from './article-section';

/** /Blog1 … /Blog7: the article at the current path, in any case; any other path is not found. */
export function ArticlePage() {
  const { pathname } = useLocation();
  const article = articleAtPath(pathname);
  // A new key per article starts its reveals afresh when a related link opens another one.
  return article ? <ArticleView key={article.number} article={article} /> : <NotFoundPage />;
}

function ArticleView({ article }: { article: Article }) {
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: article.title }));
  const titleId = `article-${article.number}-title`;
  return (
    <>
      <article aria-labelledby={titleId}>
        <ArticleHero article={article} titleId={titleId} />
        <div className={`container ${styles.body}`}>
          {article.sections.map((section, index) => (
            <ArticleSectionView
              key={section.heading}
              section={section}
              id={`article-${article.number}-section-${index + 1}`}
            />
          ))}
        </div>
      </article>
      <ArticleEnd article={article} />
    </>
  );
}
