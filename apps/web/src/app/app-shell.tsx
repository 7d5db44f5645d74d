import { SITE_ROUTES } from '@netzero/content';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SITE_COPY } from '../content/site.copy';
import { Navbar } from '../features/site/navbar';
import { useHydrated } from '../ui/use-hydrated';
import styles from './app-shell.module.css';
import { SESSION_PAGE_PATHS } from './session-page-paths';

// Both wait for the ports (the composition root) anyway, and the footer is below the fold: their
// code loads with the page's, not before the first render.
const Footer = lazy(() => import('../features/site/footer').then((m) => ({ default: m.Footer })));
// One element for every render: a prerendered footer hydrates once its chunk has loaded, and a
// Suspense boundary that receives new props before then drops its markup (React renders it again
// on the client), which made the footer vanish for a moment and shifted short pages.
const FOOTER = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);
const AnalyticsTracker = lazy(() =>
  import('./analytics-tracker').then((m) => ({ default: m.AnalyticsTracker })),
);

/** Pages that show no footer (spec §2 'Footer'). */
const PAGES_WITHOUT_FOOTER = [SITE_ROUTES.login, SITE_ROUTES.signup, SITE_ROUTES.resetPassword].map(
  (path) => path.toLowerCase(),
);
const SESSION_PAGES = SESSION_PAGE_PATHS.map((path) => path.toLowerCase());

/** The frame of every page: skip link, navigation bar, the page, and the footer where it belongs. */
export function AppShell() {
  const { pathname } = useLocation();
  // A new page starts at its top, as a full page load would. (Braces matter: newer Chromium's
  // scrollTo returns a promise, and an effect must return nothing or a clean-up function.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {SITE_COPY.nav.skipToContent}
      </a>
      <Suspense fallback={null}>
        <AnalyticsTracker />
      </Suspense>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <PageFooter page={pathname.replace(/\/$/, '').toLowerCase()} />
    </>
  );
}

/**
 * The footer where the page has one. A session page's footer waits for hydration (and then for
 * the page): its prerendered loading state may become /Login, which has none. Its own component,
 * so that the re-render after hydration is this one's alone, not the whole shell's.
 */
function PageFooter({ page }: { page: string }) {
  const hydrated = useHydrated();
  const shown = !PAGES_WITHOUT_FOOTER.includes(page) && (hydrated || !SESSION_PAGES.includes(page));
  return shown ? FOOTER : null;
}
