import {
  ARTICLE_PATHS,
  CATALOGUE_PAGE_PATHS,
  CATALOGUE_SNAPSHOT_ELEMENT_ID,
  PROJECT_PAGE_PATHS,
  SITE_ROUTES,
} from '@netzero/content';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PortProvider } from '../ui/port-context';
import { SessionProvider } from '../ui/session-context';
import { AppRoutes, CALCULATOR_PATHS, RenderedPages } from './app-routes';
import { createAppContainer } from './container';

// The build's server-side entry (vite.config.ts): it renders the pages whose first view is the same
// for every visitor into their HTML, which the browser shows before any script has run and which
// main.tsx then hydrates. Pages that need a session get the nav and a loading state, and load their
// chunks at once (SESSION_PAGES). An address with a query (a reset token, a payment's return) gets
// the app's shell from the server, never one of these pages.

/** The pages the build prerenders. */
export const PRERENDERED_PATHS: readonly string[] = [
  SITE_ROUTES.home,
  SITE_ROUTES.carbon,
  ...PROJECT_PAGE_PATHS,
  SITE_ROUTES.login,
  SITE_ROUTES.signup,
  // Without ?token= (the e-mailed link), which the server sends to the app's shell instead.
  SITE_ROUTES.resetPassword,
  SITE_ROUTES.cart,
  // Without ?quantity= (the estimator's links), which the server sends to the app's shell instead.
  SITE_ROUTES.directPurchase,
  SITE_ROUTES.oneTime,
  SITE_ROUTES.subscription,
  SITE_ROUTES.business,
  ...CALCULATOR_PATHS,
  SITE_ROUTES.invest,
  // Without ?project=, ?session_id= or ?cancelled=, which the server sends to the app's shell.
  SITE_ROUTES.investmentForm,
  SITE_ROUTES.resources,
  SITE_ROUTES.methodology,
  SITE_ROUTES.thankYou,
  ...ARTICLE_PATHS,
  SITE_ROUTES.admin,
  SITE_ROUTES.checkout,
];

/**
 * The pages whose first view depends on the session (SESSION_PAGE_PATHS): their prerendered page
 * shows the nav and a loading state (app-routes' SessionPage), and starts loading at once, in
 * parallel, every chunk that view needs, the page's own and the one it sends a visitor without a
 * session to (/Login), instead of one after the other. The page's own markup would be wrong for
 * one of the two visitors.
 */
export const SESSION_PAGES: ReadonlyMap<string, readonly string[]> = new Map([
  [SITE_ROUTES.admin, ['src/features/account/admin-page.tsx', 'src/features/auth/login-page.tsx']],
  [
    SITE_ROUTES.checkout,
    ['src/features/checkout/checkout-route.tsx', 'src/features/auth/login-page.tsx'],
  ],
]);

/** A visitor's first view: nothing stored, no session (the browser's own state comes after). */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The real composition root over a window with empty storage and, when given, the catalogue's data
 * block as the server will send it in the page; a render calls no gateway.
 */
function prerenderContainer(catalogueJson: string | null) {
  const browser = {
    localStorage: emptyStorage(),
    location: { assign: () => undefined },
    document: {
      getElementById: (id: string) =>
        id === CATALOGUE_SNAPSHOT_ELEMENT_ID && catalogueJson !== null
          ? { textContent: catalogueJson }
          : null,
    },
  };
  return createAppContainer({ apiBaseUrl: '' }, browser as unknown as Window);
}

/** The pages the build leaves for the server to render with the catalogue (see @netzero/content). */
export const CATALOGUE_PATHS: readonly string[] = CATALOGUE_PAGE_PATHS;

/** The footer's module (app-shell.tsx loads it lazily), as the build's manifest names it. */
export const FOOTER_SOURCE = 'src/features/site/footer.tsx';

/**
 * Renders one page as main.tsx would, once its lazy page has loaded; and the pages it showed. With
 * `catalogueJson` (GET /api/products' body), a catalogue page shows that list: the server renders
 * CATALOGUE_PATHS so at run time. Throws when a component fails on the server: its part would be
 * left to the browser to render.
 */
export async function prerenderPage(
  path: string,
  catalogueJson: string | null = null,
): Promise<{ html: string; pages: string[] }> {
  const rendered = new Set<string>();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PortProvider container={prerenderContainer(catalogueJson)}>
        <StaticRouter location={path}>
          <SessionProvider>
            <RenderedPages.Provider value={rendered}>
              <AppRoutes />
            </RenderedPages.Provider>
          </SessionProvider>
        </StaticRouter>
      </PortProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline and complete: no reveal scripts (the CSP allows no inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) {
    throw new Error(`prerender of ${path} failed: ${String(errors[0])}`, { cause: errors[0] });
  }
  const html = await new Response(prelude).text();
  // The footer is a lazy chunk too: a page that shows it links its stylesheet, or it would be
  // painted unstyled until the chunk arrives.
  if (html.includes('<footer')) rendered.add(FOOTER_SOURCE);
  const sessionPage = SESSION_PAGES.get(path);
  if (sessionPage) for (const source of [...sessionPage, FOOTER_SOURCE]) rendered.add(source);
  return { html, pages: [...rendered] };
}
