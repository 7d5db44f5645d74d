import { ARTICLE_1 } from './articles/article-1';
import { ARTICLE_2 } from './articles/article-2';
import { ARTICLE_3 } from './articles/article-3';
import { ARTICLE_4 } from './articles/article-4';
import { ARTICLE_5 } from './articles/article-5';
import { ARTICLE_6 } from './articles/article-6';
import { ARTICLE_7 } from './articles/article-7';

/** A comparison table inside an article: a caption, column headers and one labelled row per point. */
export interface ArticleTable {
  readonly caption: string;
  /** Header of the first column, which holds the row labels. */
  readonly corner: string;
  /** Headers of the compared columns, in order. */
  readonly columns: readonly string[];
  /** One row per point compared: its label, then one cell per column. */
  readonly rows: readonly { readonly label: string; readonly cells: readonly string[] }[];
}

/** One block of an article section: a paragraph, a bulleted list or a comparison table. */
export type ArticleBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'table'; readonly table: ArticleTable };

/** A titled section of an article body. */
export interface ArticleSection {
  readonly heading: string;
  readonly blocks: readonly ArticleBlock[];
}

/** One of the seven static articles of /Resources (spec §2 'Resources and articles'). */
export interface Article {
  /** 1 to 7: the article's place in the list and in its route, /Blog{number}. */
  readonly number: number;
  /** The article's own route, as spelt in spec §2. */
  readonly path: string;
  /** The href the /Resources list uses for it (the list spells some in lower case). */
  readonly listHref: string;
  /** A short topic label shown above the title. */
  readonly topic: string;
  readonly title: string;
  /** The one-line summary under the title. */
  readonly standfirst: string;
  readonly sections: readonly ArticleSection[];
  /** The closing call to action, to /Carbon or /Business. */
  readonly cta: {
    readonly heading: string;
    readonly body: string;
    readonly label: string;
    readonly to: string;
  };
  /** The numbers of the two related articles linked at the end. */
  readonly related: readonly [number, number];
}

/** The seven articles, in list order. */
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
