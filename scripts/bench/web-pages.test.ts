import { ARTICLE_PATHS, isSitePath, SITE_ROUTES } from '@netzero/content';
import { describe, expect, it } from 'vitest';
import { benchPages } from './web-pages.mjs';

describe('the pages npm run bench:web measures (issue 18)', () => {
  it('are every route a buyer reaches, not only four, each once', () => {
    const pages = benchPages(SITE_ROUTES, ARTICLE_PATHS);
    for (const path of [...Object.values(SITE_ROUTES), ...ARTICLE_PATHS]) {
      expect(pages).toContain(path);
    }
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.every((path) => isSitePath(path))).toBe(true);
  });
});
