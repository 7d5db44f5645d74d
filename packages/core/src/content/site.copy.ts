/** Copy of the site frame: brand, navigation bar, footer, 404 and thank-you pages (spec §2). */
export const SITE_COPY = {
  brand: {
    name: 'NetZero Market',
    homeLabel: 'NetZero Market home',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    carbonProjects: 'Carbon Projects',
    directInvestment: 'Direct Investment',
    resources: 'Resources',
    business: 'Business',
    carbonCalculator: 'Carbon Calculator',
    subscription: 'Subscription',
    cart: 'Cart',
    cartWithCount: 'Cart, {count} items',
    login: 'Login',
    signup: 'SignUp',
    logout: 'Logout',
    admin: 'My dashboard',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
  },
  footer: {
    blurb:
      'NetZero Market sells independently verified carbon credits by the tonne, with a serial-numbered certificate for every tonne retired. Offset travel, events and operations once or every month.',
    contactHeading: 'Contact',
    email: 'contact@netzero-market.com',
    phone: '+1 (415) 555-0134',
    phoneHref: 'tel:+14155550134',
    rights: '© {year} NetZero Market. Prices in US dollars per tonne of CO2.',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no page at {path}. It may have moved, or the address may be mistyped.',
    home: 'Go to the home page',
    projects: 'Browse carbon projects',
  },
  thankYou: {
    title: 'Thank you',
    body: 'We have received your details. Our team will reply within two working days, and a copy is on its way to your inbox.',
    home: 'Back to home',
    projects: 'Browse carbon projects',
  },
  loadingPage: 'Loading page…',
} as const;
