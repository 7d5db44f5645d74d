import { ARTICLE_PATHS, SITE_COPY, SITE_ROUTES } from '@netzero/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '../ui/loading-state';
import { AppShell } from './app-shell';

/** A page loaded on demand (route-level code splitting); pages export a named component. */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
}

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const CarbonPage = lazyPage(() => import('../features/catalogue/carbon-page'), 'CarbonPage');
const ProjectPage = lazyPage(() => import('../features/catalogue/project-page'), 'ProjectPage');
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/signup-page'), 'SignupPage');
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const CartPage = lazyPage(() => import('../features/cart/cart-page'), 'CartPage');
const CheckoutRoute = lazyPage(
  () => import('../features/checkout/checkout-route'),
  'CheckoutRoute',
);
const DirectPurchasePage = lazyPage(
  () => import('../features/purchase/direct-purchase-page'),
  'DirectPurchasePage',
);
const SubscriptionPage = lazyPage(
  () => import('../features/subscription/subscription-page'),
  'SubscriptionPage',
);
const AdminPage = lazyPage(() => import('../features/account/admin-page'), 'AdminPage');
const BusinessPage = lazyPage(() => import('../features/business/business-page'), 'BusinessPage');
const OnetimePage = lazyPage(() => import('../features/onetime/onetime-page'), 'OnetimePage');
const CalculatorPage = lazyPage(
  () => import('../features/calculators/calculator-page'),
  'CalculatorPage',
);
const InvestPage = lazyPage(() => import('../features/invest/invest-page'), 'InvestPage');
const InvestmentFormPage = lazyPage(
  () => import('../features/invest/investment-form-page'),
  'InvestmentFormPage',
);
const ResourcesPage = lazyPage(
  () => import('../features/resources/resources-page'),
  'ResourcesPage',
);
const ArticlePage = lazyPage(() => import('../features/resources/article-page'), 'ArticlePage');
const ThankYouPage = lazyPage(() => import('../features/site/thank-you-page'), 'ThankYouPage');
const NotFoundPage = lazyPage(() => import('../features/site/not-found-page'), 'NotFoundPage');

/** The project pages that READ MORE opens (each product's plpUrl), /card7 included. */
const PROJECT_PATHS = [
  SITE_ROUTES.waterPurification,
  SITE_ROUTES.khasiHills,
  SITE_ROUTES.cleanBioEnergy,
  SITE_ROUTES.cookstoveJharkhand,
  SITE_ROUTES.bluSmart,
  SITE_ROUTES.moEVing,
  SITE_ROUTES.subscriptionProduct,
];

/** The three personal transport calculators; the page picks its variant from the path. */
const CALCULATOR_PATHS = [
  SITE_ROUTES.personalCalculator,
  SITE_ROUTES.travelCalculator,
  SITE_ROUTES.rupeeCalculator,
];

/** Every page of spec §2; React Router matches paths case-insensitively, as DESIGN §5 asks. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<Page component={HomePage} />} />
        <Route path={SITE_ROUTES.carbon} element={<Page component={CarbonPage} />} />
        {PROJECT_PATHS.map((path) => (
          <Route key={path} path={path} element={<Page component={ProjectPage} />} />
        ))}
        <Route path={SITE_ROUTES.login} element={<Page component={LoginPage} />} />
        <Route path={SITE_ROUTES.signup} element={<Page component={SignupPage} />} />
        <Route path={SITE_ROUTES.resetPassword} element={<Page component={ResetPasswordPage} />} />
        <Route path={SITE_ROUTES.cart} element={<Page component={CartPage} />} />
        <Route path={SITE_ROUTES.checkout} element={<Page component={CheckoutRoute} />} />
        <Route
          path={SITE_ROUTES.directPurchase}
          element={<Page component={DirectPurchasePage} />}
        />
        <Route path={SITE_ROUTES.subscription} element={<Page component={SubscriptionPage} />} />
        <Route path={SITE_ROUTES.admin} element={<Page component={AdminPage} />} />
        <Route path={SITE_ROUTES.business} element={<Page component={BusinessPage} />} />
        <Route path={SITE_ROUTES.oneTime} element={<Page component={OnetimePage} />} />
        {CALCULATOR_PATHS.map((path) => (
          <Route key={path} path={path} element={<Page component={CalculatorPage} />} />
        ))}
        <Route path={SITE_ROUTES.invest} element={<Page component={InvestPage} />} />
        <Route
          path={SITE_ROUTES.investmentForm}
          element={<Page component={InvestmentFormPage} />}
        />
        <Route path={SITE_ROUTES.resources} element={<Page component={ResourcesPage} />} />
        {ARTICLE_PATHS.map((path) => (
          <Route key={path} path={path} element={<Page component={ArticlePage} />} />
        ))}
        <Route path={SITE_ROUTES.thankYou} element={<Page component={ThankYouPage} />} />
        <Route path="*" element={<Page component={NotFoundPage} />} />
      </Route>
    </Routes>
  );
}

// Each page suspends on its own, so the nav and footer stay on screen while a page loads.
function Page({ component: Component }: { component: ComponentType }) {
  return (
    <Suspense fallback={<LoadingState text={SITE_COPY.loadingPage} />}>
      <Component />
    </Suspense>
  );
}
