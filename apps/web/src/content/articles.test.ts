import { ARTICLE_PATHS, SITE_ROUTES } from '@netzero/content';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_READING_WORDS_PER_MINUTE,
  ARTICLES,
  type Article,
  articleAtPath,
  articleByNumber,
  articleReadingMinutes,
  articleWordCount,
} from './articles';

const TITLES = [
  'Carbon Markets Made Simple',
  'Nature-Based Solutions',
  'From Emissions to Action',
  'The True Value of Carbon Credits',
  'The Co-Benefits Advantage',
  'Beyond Net Zero',
  'Why the Global South is the Future of Carbon Removal',
];

/** A one-section article whose body is exactly `count` words. */
function articleOf(count: number): Article {
  const base = ARTICLES[0] as Article;
  const text = Array.from({ length: count - 1 }, () => 'word').join(' ');
  return { ...base, sections: [{ heading: 'Heading', blocks: [{ kind: 'paragraph', text }] }] };
}

describe('ARTICLES', () => {
  it('holds the seven articles of spec §2 in order, at /Blog1 … /Blog7', () => {
    expect(ARTICLES.map((article) => article.title)).toEqual(TITLES);
    expect(ARTICLES.map((article) => article.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ARTICLES.map((article) => article.path)).toEqual(ARTICLE_PATHS);
  });

  it('keeps the hrefs the resources list uses, as the spec spells them', () => {
    expect(ARTICLES.map((article) => article.listHref)).toEqual([
      '/blog1',
      '/blog2',
      '/blog3',
      '/Blog4',
      '/Blog5',
      '/Blog6',
      '/Blog7',
    ]);
  });

  it.each(ARTICLES.map((article) => [article.number, article] as const))(
    'article %i has 4–7 sections of 700–1,200 words, a CTA and two other related articles',
    (_number, article) => {
      expect(article.sections.length).toBeGreaterThanOrEqual(4);
      expect(article.sections.length).toBeLessThanOrEqual(7);
      const words = articleWordCount(article);
      expect(words).toBeGreaterThanOrEqual(700);
      expect(words).toBeLessThanOrEqual(1200);
      expect([SITE_ROUTES.carbon, SITE_ROUTES.business]).toContain(article.cta.to);
      expect(new Set(article.related).size).toBe(2);
      expect(article.related).not.toContain(article.number);
      for (const number of article.related) expect(articleByNumber(number)).toBeDefined();
      expect(article.standfirst.length).toBeLessThan(180);
    },
  );

  it('gives article 1 the compliance vs voluntary table on four rows', () => {
    const tables = (ARTICLES[0] as Article).sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'table' ? [block.table] : []));
    expect(tables).toHaveLength(1);
    const table = tables[0];
    expect(table?.columns).toEqual(['Compliance markets', 'Voluntary market']);
    expect(table?.rows.map((row) => row.label)).toEqual([
      'Driven by',
      'Who plays',
      'Value',
      'Flexibility',
    ]);
    for (const row of table?.rows ?? []) expect(row.cells).toHaveLength(2);
  });

  it('states the provider facts of spec §1 somewhere in the articles', () => {
    const text = JSON.stringify(ARTICLES);
    for (const fact of [
      'independently verified, high-quality',
      'bulk purchases',
      'checkout',
      'advisory',
      'supply chain decarbonisation',
      'ESG storytelling',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('articleWordCount and articleReadingMinutes', () => {
  it('counts the words of headings, paragraphs, lists and table cells', () => {
    const article: Article = {
      ...(ARTICLES[0] as Article),
      sections: [
        {
          heading: 'Two words',
          blocks: [
            { kind: 'paragraph', text: ' one  two three ' },
            { kind: 'list', items: ['four five', 'six'] },
            {
              kind: 'table',
              table: {
                caption: 'not counted twice',
                corner: 'a',
                columns: ['b c'],
                rows: [{ label: 'd', cells: ['e f'] }],
              },
            },
          ],
        },
      ],
    };
    expect(articleWordCount(article)).toBe(2 + 3 + 3 + 6);
  });

  it('rounds to whole minutes at the reading speed, never below one minute', () => {
    expect(ARTICLE_READING_WORDS_PER_MINUTE).toBe(200);
    expect(articleReadingMinutes(articleOf(1000))).toBe(5);
    expect(articleReadingMinutes(articleOf(1099))).toBe(5);
    expect(articleReadingMinutes(articleOf(1100))).toBe(6);
    expect(articleReadingMinutes(articleOf(20))).toBe(1);
  });
});

describe('articleAtPath', () => {
  it('finds an article by its path in any case, with or without a trailing slash', () => {
    expect(articleAtPath('/Blog1')?.number).toBe(1);
    expect(articleAtPath('/blog3')?.number).toBe(3);
    expect(articleAtPath('/BLOG7/')?.number).toBe(7);
  });

  it('finds nothing at other paths', () => {
    expect(articleAtPath('/Blog8')).toBeUndefined();
    expect(articleAtPath('/Blog')).toBeUndefined();
    expect(articleAtPath('/')).toBeUndefined();
    expect(articleByNumber(0)).toBeUndefined();
  });
});
