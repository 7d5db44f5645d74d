// The shape of an article of /Resources (its own file, so the articles and their list share it
// without importing each other).
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
