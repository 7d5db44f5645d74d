import { describe, expect, it } from 'vitest';
import { ARTICLE_PATHS, isConsolePath, isSitePath, SITE_ROUTES } from './site-routes.js';

describe('isSitePath', () => {
  it('knows every route of spec §2, in any case', () => {
    for (const path of Object.values(SITE_ROUTES)) {
      expect(isSitePath(path)).toBe(true);
      expect(isSitePath(path.toLowerCase())).toBe(true);
      expect(isSitePath(path.toUpperCase())).toBe(true);
    }
  });

  it('knows the seven articles by both spellings the blog list uses', () => {
    expect(ARTICLE_PATHS).toHaveLength(7);
    expect(isSitePath('/blog1')).toBe(true);
    expect(isSitePath('/Blog7')).toBe(true);
    expect(isSitePath('/Blog8')).toBe(false);
  });

  it('ignores one trailing slash and rejects unknown paths', () => {
    expect(isSitePath('/Carbon/')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('/nowhere')).toBe(false);
    expect(isSitePath('/Carbon/extra')).toBe(false);
  });
});

describe('isConsolePath', () => {
  it('is /ops and every address below it, nothing else', () => {
    for (const path of ['/ops', '/ops/', '/ops/orders', '/ops/orders/12'])
      expect(isConsolePath(path), path).toBe(true);
    for (const path of ['/', '/opsy', '/Ops', '/api/ops/orders', '/Carbon'])
      expect(isConsolePath(path), path).toBe(false);
  });
});
