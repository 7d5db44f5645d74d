import { ARTICLE_PATHS, PROJECT_PAGE_PATHS, SITE_ROUTES } from '@netzero/content';
import { type ComponentType, createContext, lazy, Suspense, useContext } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { SITE_COPY } from '../content/site.copy';
import { DEVELOPERS_QUERY } from '../ui/dashboard-query';
import { LoadingState } from '../ui/loading-state';
import { useHydrated } from '../ui/use-hydrated';
import { AppShell } from './app-shell';

/** A page loaded on demand (route-level code splitting), and the source file it comes from. */
interface LazyPage {
  /** The page's module as the build's manifest names it, e.g. src/features/home/home-page.tsx. */
  readonly source: string;
  readonly Component: ComponentType;
}

/**
 * Collects the source of every page a render shows: the build's prerender links their
 * stylesheets and preloads their chunks in the page's HTML (vite.config.ts checks each source
 * against the manifest, so a wrong one fails the build).
 */
export const RenderedPages = createContext<Set<string> | null>(null);

/** Pages export a named component; `source` must be the file that `load` imports. */
function lazyPage<Name extends string>(
  source: string,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  const Component = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return { source, Component };
}

const HomePage = lazyPage(
  'src/features/home/home-page.tsx',
  () => import('../features/home/home-page'),
  'HomePage',
);
const CarbonPage = lazyPage(
  'src/features/catalogue/carbon-page.tsx',
  () => import('../features/catalogue/carbon-page'),
  'CarbonPage',
);
const ProjectPage = lazyPage(
  'src/features/catalogue/project-page.tsx',
  () => import('../features/catalogue/project-page'),
  'ProjectPage',
);
const LoginPage = lazyPage(
  'src/features/auth/login-page.tsx',
  () => import('../features/auth/login-page'),
  'LoginPage',
);
const SignupPage = lazyPage(
  'src/features/auth/signup-page.tsx',
  () => import('../features/auth/signup-page'),
  'SignupPage',
);
const ResetPasswordPage = lazyPage(
  'src/features/auth/reset-password-page.tsx',
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const CartPage = lazyPage(
  'src/features/cart/cart-page.tsx',
  () => import('../features/cart/cart-page'),
  'CartPage',
);
const CheckoutRoute = lazyPage(
  'src/features/checkout/checkout-route.tsx',
  () => import('../features/checkout/checkout-route'),
  'CheckoutRoute',
);
const DirectPurchasePage = lazyPage(
  'src/features/purchase/direct-purchase-page.tsx',
  () => import('../features/purchase/direct-purchase-page'),
  'DirectPurchasePage',
);
const SubscriptionPage = lazyPage(
  'src/features/subscription/subscription-page.tsx',
  () => import('../features/subscription/subscription-page'),
  'SubscriptionPage',
);
const AdminPage = lazyPage(
  'src/features/account/admin-page.tsx',
  () => import('../features/account/admin-page'),
  'AdminPage',
);
// The dashboard's Developers view (issue 20): its own chunk, loaded only at /Admin?developers.
const DevelopersPage = lazyPage(
  'src/features/developers/developers-page.tsx',
  () => import('../features/developers/developers-page'),
  'DevelopersPage',
);
const BusinessPage = lazyPage(
  'src/features/business/business-page.tsx',
  () => import('../features/business/business-page'),
  'BusinessPage',
);
const OnetimePage = lazyPage(
  'src/features/onetime/onetime-page.tsx',
  () => import('../features/onetime/onetime-page'),
  'OnetimePage',
);
const CalculatorPage = lazyPage(
  'src/features/calculators/calculator-page.tsx',
  () => import('../features/calculators/calculator-page'),
  'CalculatorPage',
);
const InvestPage = lazyPage(
  'src/features/invest/invest-page.tsx',
  () => import('../features/invest/invest-page'),
  'InvestPage',
);
const InvestmentFormPage = lazyPage(
  'src/features/invest/investment-form-page.tsx',
  () => import('../features/invest/investment-form-page'),
  'InvestmentFormPage',
);
const ResourcesPage = lazyPage(
  'src/features/resources/resources-page.tsx',
  () => import('../features/resources/resources-page'),
  'ResourcesPage',
);
const ArticlePage = lazyPage(
  'src/features/resources/article-page.tsx',
  () => import('../features/resources/article-page'),
  'ArticlePage',
);
const MethodologyPage = lazyPage(
  'src/features/methodology/methodology-page.tsx',
  () => import('../features/methodology/methodology-page'),
  'MethodologyPage',
);
const ThankYouPage = lazyPage(
  'src/features/site/thank-you-page.tsx',
  () => import('../features/site/thank-you-page'),
  'ThankYouPage',
);
// The operator console: its own root and container, never prerendered (it is no page of the site).
const OpsEntry = lazyPage('src/app/ops-entry.tsx', () => import('./ops-entry'), 'OpsEntry');
const NotFoundPage = lazyPage(
  'src/ui/not-found-page.tsx',
  () => import('../ui/not-found-page'),
  'NotFoundPage',
);

/** The three personal transport calculators; the page picks its variant from the path. */
export const CALCULATOR_PATHS = [
  SITE_ROUTES.personalCalculator,
  SITE_ROUTES.travelCalculator,
  SITE_ROUTES.rupeeCalculator,
];

/** Every page of spec §2; React Router matches paths case-insensitively, as DESIGN §5 asks. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/ops/*" element={<SessionPage page={OpsEntry} />} />
      <Route element={<AppShell />}>
        <Route index element={<Page page={HomePage} />} />
        <Route path={SITE_ROUTES.carbon} element={<Page page={CarbonPage} />} />
        {PROJECT_PAGE_PATHS.map((path) => (
          <Route key={path} path={path} element={<Page page={ProjectPage} />} />
        ))}
        <Route path={SITE_ROUTES.login} element={<Page page={LoginPage} />} />
        <Route path={SITE_ROUTES.signup} element={<Page page={SignupPage} />} />
        <Route path={SITE_ROUTES.resetPassword} element={<Page page={ResetPasswordPage} />} />
        <Route path={SITE_ROUTES.cart} element={<Page page={CartPage} />} />
        <Route path={SITE_ROUTES.checkout} element={<SessionPage page={CheckoutRoute} />} />
        <Route path={SITE_ROUTES.directPurchase} element={<Page page={DirectPurchasePage} />} />
        <Route path={SITE_ROUTES.subscription} element={<Page page={SubscriptionPage} />} />
        <Route path={SITE_ROUTES.admin} element={<DashboardPage />} />
        <Route path={SITE_ROUTES.business} element={<Page page={BusinessPage} />} />
        <Route path={SITE_ROUTES.oneTime} element={<Page page={OnetimePage} />} />
        {CALCULATOR_PATHS.map((path) => (
          <Route key={path} path={path} element={<Page page={CalculatorPage} />} />
        ))}
        <Route path={SITE_ROUTES.invest} element={<Page page={InvestPage} />} />
        <Route path={SITE_ROUTES.investmentForm} element={<Page page={InvestmentFormPage} />} />
        <Route path={SITE_ROUTES.resources} element={<Page page={ResourcesPage} />} />
        {ARTICLE_PATHS.map((path) => (
          <Route key={path} path={path} element={<Page page={ArticlePage} />} />
        ))}
        <Route path={SITE_ROUTES.methodology} element={<Page page={MethodologyPage} />} />
        <Route path={SITE_ROUTES.thankYou} element={<Page page={ThankYouPage} />} />
        <Route path="*" element={<Page page={NotFoundPage} />} />
      </Route>
    </Routes>
  );
}

// Each page suspends on its own, so the nav and footer stay on screen while a page loads.
function Page({ page: { source, Component } }: { page: LazyPage }) {
  useContext(RenderedPages)?.add(source);
  return (
    <Suspense fallback={<LoadingState text={SITE_COPY.loadingPage} fill />}>
      <Component />
    </Suspense>
  );
}

/**
 * /Admin shows the orders and account, or with ?developers the Developers view: one page path,
 * so the server, the prerender and the top-up's return address (?developers=balance&topUp=…)
 * need no new route, and the buyer's pages never load the Developers chunk.
 */
function DashboardPage() {
  const [search] = useSearchParams();
  return <SessionPage page={search.has(DEVELOPERS_QUERY) ? DevelopersPage : AdminPage} />;
}

/**
 * A page whose first view depends on the session, which lives in the browser's storage: the
 * server's markup, and its hydration, show the loading state under the nav, so the nav paints
 * before any script runs; the page itself renders right after hydration.
 */
function SessionPage({ page }: { page: LazyPage }) {
  return useHydrated() ? <Page page={page} /> : <LoadingState text={SITE_COPY.loadingPage} fill />;
}
