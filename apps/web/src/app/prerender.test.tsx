import { ARTICLE_PATHS, SITE_ROUTES } from '@netzero/content';
import { FACTOR_SOURCES, MESSAGES } from '@netzero/core';
import { describe, expect, it } from 'vitest';
import { BIOGAS, KHASI, PORTFOLIO } from '../test/shop-test-kit';
import {
  CATALOGUE_PATHS,
  FOOTER_SOURCE,
  PRERENDERED_PATHS,
  prerenderPage,
  SESSION_PAGES,
} from './prerender';
import { SESSION_PAGE_PATHS } from './session-page-paths';

// GET /api/products' body, as the server puts it in the page.
const CATALOGUE_JSON = JSON.stringify([BIOGAS, KHASI, PORTFOLIO]);

describe('the build and the server prerender (issue 18 items 16 and 17)', () => {
  it('renders a project page from the catalogue: the project, not a spinner', async () => {
    const { html, pages } = await prerenderPage(SITE_ROUTES.khasiHills, CATALOGUE_JSON);
    expect(html).toContain(KHASI.title);
    expect(html).toContain(KHASI.imageUrl);
    expect(html).not.toContain(MESSAGES['PRODUCTS.LOADING']);
    expect(pages).toContain('src/features/catalogue/project-page.tsx');
  });

  it('prerenders every page of the site and every article (issue 18 item 17)', () => {
    const pages = [...Object.values(SITE_ROUTES), ...ARTICLE_PATHS];
    expect(pages.filter((path) => !PRERENDERED_PATHS.includes(path))).toEqual([]);
  });

  it('leaves the operator console out: it is no page of the site and shows nothing before sign-in', () => {
    expect(PRERENDERED_PATHS.filter((path) => path.toLowerCase().startsWith('/ops'))).toEqual([]);
  });

  it.each([SITE_ROUTES.resetPassword, SITE_ROUTES.investmentForm])(
    '%s is prerendered as its view without a query',
    async (path) => {
      const { html } = await prerenderPage(path);
      expect(html).toContain('<h1');
      expect(html).toContain('<form');
    },
  );

  it('re-renders every project page with the catalogue, as /Carbon', () => {
    expect(CATALOGUE_PATHS).toEqual(
      expect.arrayContaining([SITE_ROUTES.carbon, SITE_ROUTES.khasiHills]),
    );
    for (const path of CATALOGUE_PATHS) expect(PRERENDERED_PATHS).toContain(path);
  });

  it("names the footer's module when the page shows the footer, so its stylesheet is linked", async () => {
    const { html, pages } = await prerenderPage(SITE_ROUTES.business);
    expect(html).toContain('<footer');
    expect(pages).toContain(FOOTER_SOURCE);
    const login = await prerenderPage(SITE_ROUTES.login);
    expect(login.html).not.toContain('<footer');
    expect(login.pages).not.toContain(FOOTER_SOURCE);
  });

  it.each([
    [SITE_ROUTES.directPurchase, '$14 USD per tonne CO2'],
    [SITE_ROUTES.subscription, '$15'],
  ])(
    'renders %s with its price from the catalogue, with no call to wait for',
    async (path, price) => {
      expect(CATALOGUE_PATHS).toContain(path);
      const { html } = await prerenderPage(path, CATALOGUE_JSON);
      expect(html).toContain(price);
      const { html: withoutCatalogue } = await prerenderPage(path);
      expect(withoutCatalogue).not.toContain(price);
    },
  );

  it('prerenders /Purchas, whose first view is the same for every visitor', async () => {
    expect(PRERENDERED_PATHS).toContain(SITE_ROUTES.directPurchase);
    const { html } = await prerenderPage(SITE_ROUTES.directPurchase);
    expect(html).toContain('<h1');
  });
});

describe('/Methodology (issue 18 item 4)', () => {
  it('is prerendered with every factor row in its HTML, for readers and crawlers without scripts', async () => {
    expect(PRERENDERED_PATHS).toContain(SITE_ROUTES.methodology);
    const { html, pages } = await prerenderPage(SITE_ROUTES.methodology);
    expect(html).toContain('<h1');
    for (const factor of FACTOR_SOURCES) expect(html).toContain(`id="${factor.constant}"`);
    expect(pages).toContain('src/features/methodology/methodology-page.tsx');
  });
});

describe('the pages that need a session (issue 18 item 17)', () => {
  it.each([SITE_ROUTES.admin, SITE_ROUTES.checkout])(
    '%s gets the nav and a loading state, and loads its chunks and /Login’s at once',
    async (path) => {
      expect(PRERENDERED_PATHS).toContain(path);
      const { html, pages } = await prerenderPage(path);
      // The nav paints before any script runs; the page's own view waits for the session, and so
      // does the footer (/Login, where a visitor without a session goes, has none).
      expect(html).toContain('<nav');
      expect(html).toContain('role="status"');
      expect(html).not.toContain('<footer');
      expect(pages).toContain('src/features/auth/login-page.tsx');
      expect(pages).toContain(FOOTER_SOURCE);
      expect(pages.length).toBeGreaterThan(2);
    },
  );

  it('lists the chunks of every session page', () => {
    expect([...SESSION_PAGES.keys()].sort()).toEqual([...SESSION_PAGE_PATHS].sort());
  });
});
