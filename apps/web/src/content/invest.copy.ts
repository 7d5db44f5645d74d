/** Copy of the invest pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const INVEST_COPY = {
  /** /Invest: the six investment projects with their prices per tonne (spec §2 'Direct investment'). */
  invest: {
    documentTitle: 'Direct investment',
    eyebrow: 'Direct investment',
    title: 'Invest directly in climate projects',
    lead: 'Fund new tonnes of CO2 reductions at a fixed price per tonne. Choose a project type, reserve your tonnes in two steps, and our team contacts you within 48 hours with the project documents.',
    projectsHeading: 'Six ways to invest',
    projectsIntro:
      'Prices are in US dollars per tonne of CO2 and fixed when you reserve. Each investment is matched to projects in India that we visit and monitor.',
    usesLabel: 'What your money does',
    invest: 'Invest',
    investLabel: 'Invest in {project}',
    /** What each investment project funds, by project id (INVESTMENT_PROJECTS). */
    projects: {
      1: {
        summary:
          'Protects and restores forests and community lands that store carbon, with the villages that depend on them.',
        uses: [
          'Pays community forest patrols and fire lines',
          'Raises native saplings and plants degraded land',
          'Funds livelihoods that do not depend on clearing',
        ],
      },
      2: {
        summary:
          'Puts electric cars, three-wheelers and delivery vans on city roads in place of petrol and diesel fleets.',
        uses: [
          'Finances electric vehicles and charging points',
          'Trains and employs drivers on electric fleets',
          'Measures the fuel saved for every kilometre driven',
        ],
      },
      3: {
        summary:
          'Replaces open wood fires with biogas and efficient cookstoves in rural homes, cutting smoke and firewood use.',
        uses: [
          'Builds household biogas digesters and stoves',
          'Cuts firewood use and smoke in the kitchen',
          'Pays for the visits that keep stoves in daily use',
        ],
      },
      4: {
        summary:
          'Gives villages safe drinking water without boiling it over wood fires, and keeps the filters running.',
        uses: [
          'Installs and maintains community water filters',
          'Avoids the firewood burnt to boil water',
          'Tests water quality at every site each month',
        ],
      },
      5: {
        summary:
          'Helps the businesses in our projects’ supply chains measure their emissions and plan credible cuts.',
        uses: [
          'Funds emissions baselines for small suppliers',
          'Sets reduction targets in line with 2030 goals',
          'Prepares the data that climate reports require',
        ],
      },
      6: {
        summary:
          'Finances promising projects through design, validation and registration until their first verified credits.',
        uses: [
          'Pays for project design and independent validation',
          'Bridges the years before a project’s first issuance',
          'Brings new projects to the voluntary carbon market',
        ],
      },
    } as Readonly<Record<number, { readonly summary: string; readonly uses: readonly string[] }>>,
    howHeading: 'How direct investment works',
    steps: [
      {
        title: 'Choose a project and your tonnes',
        body: 'Pick a project type and how many tonnes of CO2 your business wants to fund. The price per tonne is fixed when you reserve.',
      },
      {
        title: 'Reserve and pay securely',
        body: 'We store your reservation and e-mail you a confirmation. You pay by card on our payment provider’s secure page; we never see your card number.',
      },
      {
        title: 'Hear from our team within 48 hours',
        body: 'A project specialist contacts you with the project documents, the delivery schedule and how the impact will be reported.',
      },
    ],
    ctaHeading: 'Not sure which project fits your business?',
    ctaBody:
      'Start with the form: choose the closest match, and our team will talk it through with you before anything is delivered.',
    ctaButton: 'Open the investment form',
  },
  /** /InvestmentForm: the two-step investment project form (spec §2, §4, §5, §8). */
  form: {
    documentTitle: 'Investment project form',
    eyebrow: 'Direct investment',
    title: 'Investment project form',
    lead: 'Reserve tonnes of CO2 in one of our investment projects in two steps. You pay on our payment provider’s secure page, and our team contacts you within 48 hours.',
    stepsLabel: 'Form progress',
    stepOf: 'Step {step} of {total}',
    stepDone: '(completed)',
    steps: ['Project details', 'Your details and payment'],
    projectLabel: 'Project',
    projectPlaceholder: 'Choose a project',
    projectHelper: 'Prices are per tonne of CO2, in US dollars.',
    projectPrice: '{price} per tonne of CO2',
    businessNameLabel: 'Business name',
    businessNameHelper: 'The company that makes the investment.',
    tonsLabel: 'Tonnes of CO2',
    tonsHelper: 'Whole tonnes, at least 1.',
    emailLabel: 'Email',
    emailHelper: 'Your confirmation and payment link go to this address.',
    next: 'Next',
    fullNameLabel: 'Full name',
    fullNameHelper: 'The person our team should contact.',
    addressLabel: 'Address',
    paymentHeading: 'Payment',
    paymentNote:
      'When you reserve, we take you to our payment provider’s secure page to pay by card. NetZero Market never sees or stores your card number.',
    totalLabel: 'Total',
    totalPending: '—',
    totalSummary: '{tons} t × {price}',
    back: 'Back',
    submit: 'Reserve and pay',
    working: 'Reserving…',
    redirecting: 'Opening secure payment…',
    summaryHeading: 'Your investment',
    summaryProject: 'Project',
    summaryPrice: 'Price per tonne',
    summaryTonnes: 'Tonnes of CO2',
    summaryTotal: 'Total',
    summaryNone: 'Not chosen yet',
    nextHeading: 'What happens next',
    nextSteps: [
      'We e-mail you a confirmation with your payment link.',
      'You pay by card on the provider’s secure page.',
      'Our team contacts you within 48 hours with the project documents.',
    ],
    otherProjects: 'Compare the six projects',
    paid: 'Payment received. Thank you: your investment is paid, and a confirmation is on its way to your inbox. Our team will contact you within 48 hours.',
    paidReference: 'Reference: investment #{id}',
    notPaidHelp:
      'If you completed the payment, it may take a minute to reach us; check your inbox for the confirmation.',
    cancelled:
      'You left the payment page, so nothing was charged. You can start a new reservation below.',
  },
} as const;
