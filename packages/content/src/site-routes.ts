/**
 * The web app's routes (spec §2), as spelt in the spec. Matching is case-insensitive
 * (DESIGN §5 'Routes'): /carbon and /Carbon are the same page.
 */
export const SITE_ROUTES = {
  home: '/',
  carbon: '/Carbon',
  login: '/Login',
  signup: '/Signup',
  resetPassword: '/ResetPassword',
  cart: '/AddToCard',
  checkout: '/Checkout',
  oneTime: '/Onetime',
  subscription: '/Subscription',
  business: '/Business',
  invest: '/Invest',
  investmentForm: '/InvestmentForm',
  resources: '/Resources',
  admin: '/Admin',
  directPurchase: '/Purchas',
  subscriptionProduct: '/card7',
  thankYou: '/ThankYouPage',
  waterPurification: '/Waterpurification',
  khasiHills: '/Khasihill',
  cleanBioEnergy: '/CleanBioEnergy',
  cookstoveJharkhand: '/CookstoveJharkhand',
  bluSmart: '/Blusmart',
  moEVing: '/MoEVing',
  // The three personal transport calculators: the spec shows no route for them, these are ours.
  personalCalculator: '/PersonalCalculator',
  travelCalculator: '/TravelCalculator',
  rupeeCalculator: '/RupeeCalculator',
  // Every factor with its unit, formula, source and public references (issue 18 item 4): ours too.
  methodology: '/Methodology',
} as const;

/** One of the spec's route paths. */
export type SitePath = (typeof SITE_ROUTES)[keyof typeof SITE_ROUTES];

/** The project pages that READ MORE opens (each product's plpUrl), /card7 included. */
export const PROJECT_PAGE_PATHS: readonly string[] = [
  SITE_ROUTES.waterPurification,
  SITE_ROUTES.khasiHills,
  SITE_ROUTES.cleanBioEnergy,
  SITE_ROUTES.cookstoveJharkhand,
  SITE_ROUTES.bluSmart,
  SITE_ROUTES.moEVing,
  SITE_ROUTES.subscriptionProduct,
];

/**
 * The pages whose first view reads the catalogue (/Carbon's list, a project page's project, a
 * price, a calculator's projects): the web app prerenders them and the server renders them again
 * with the catalogue's snapshot, which the page carries as a data block. The page then needs no
 * call, nor the contract's schemas, to show them (issue 18, TBT).
 */
export const CATALOGUE_PAGE_PATHS: readonly string[] = [
  SITE_ROUTES.carbon,
  ...PROJECT_PAGE_PATHS,
  SITE_ROUTES.subscription,
  SITE_ROUTES.directPurchase,
  SITE_ROUTES.personalCalculator,
  SITE_ROUTES.travelCalculator,
  SITE_ROUTES.rupeeCalculator,
];

/** The seven articles, /Blog1 … /Blog7 (spec §2). */
export const ARTICLE_PATHS: readonly string[] = [1, 2, 3, 4, 5, 6, 7].map((n) => `/Blog${n}`);

const KNOWN_PATHS = new Set(
  [...Object.values(SITE_ROUTES), ...ARTICLE_PATHS].map((path) => path.toLowerCase()),
);

/** Whether a URL path is one of the site's pages, ignoring case and one trailing slash. */
export function isSitePath(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return KNOWN_PATHS.has(path.toLowerCase());
}

/** Where the operator console lives: /ops and every address below it (the console routes itself). */
export const CONSOLE_BASE_PATH = '/ops';

/** Whether a URL path belongs to the operator console (exactly /ops, or below /ops/). */
export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_BASE_PATH || pathname.startsWith(`${CONSOLE_BASE_PATH}/`);
}
