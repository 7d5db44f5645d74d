import type { Article, ArticleBlock } from './article';
import { ARTICLE_1 } from './articles/article-1';
import { ARTICLE_2 } from './articles/article-2';
import { ARTICLE_3 } from './articles/article-3';
import { ARTICLE_4 } from './articles/article-4';
import { ARTICLE_5 } from './articles/article-5';
import { ARTICLE_6 } from './articles/article-6';
import { ARTICLE_7 } from './articles/article-7';

export type { Article, ArticleBlock, ArticleSection, ArticleTable } from './article';

export const ARTICLES: readonly Article[] = [
  ARTICLE_1,
  ARTICLE_2,
  ARTICLE_3,
  ARTICLE_4,
  ARTICLE_5,
  ARTICLE_6,
  ARTICLE_7,
];

/** Reading speed used for the reading-time estimate, in words per minute. */
export const ARTICLE_READING_WORDS_PER_MINUTE = 200;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function blockWords(block: ArticleBlock): number {
  if (block.kind === 'paragraph') return words(block.text);
  if (block.kind === 'list') return block.items.reduce((sum, item) => sum + words(item), 0);
  const { table } = block;
  const cells = [
    table.corner,
    ...table.columns,
    ...table.rows.flatMap((r) => [r.label, ...r.cells]),
  ];
  return cells.reduce((sum, cell) => sum + words(cell), 0);
}

/** The number of words in an article's body: its section headings and blocks. */
export function articleWordCount(article: Article): number {
  return article.sections.reduce(
    (sum, section) =>
      sum +
      words(section.heading) +
      section.blocks.reduce((blockSum, block) => blockSum + blockWords(block), 0),
    0,
  );
}

/** An article's estimated reading time, in whole minutes (at least 1). */
export function articleReadingMinutes(article: Article): number {
  return Math.max(1, Math.round(articleWordCount(article) / ARTICLE_READING_WORDS_PER_MINUTE));
}

/** The article whose route is pathname, ignoring case and one trailing slash; undefined if none. */
export function articleAtPath(pathname: string): Article | undefined {
  const path = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
  return ARTICLES.find((article) => article.path.toLowerCase() === path);
}

/** The article with this number (1 to 7); undefined if none. */
export function articleByNumber(number: number): Article | undefined {
  return ARTICLES.find((article) => article.number === number);
}
