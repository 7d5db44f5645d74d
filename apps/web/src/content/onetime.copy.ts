/** Copy of /Onetime, the simple one-time purchase form at a fixed price per tonne (spec §2, §5). */
export const ONETIME_COPY = {
  documentTitle: 'One-time carbon offset',
  eyebrow: 'One-time purchase',
  title: 'Offset a fixed amount of CO2',
  lead: 'Tell us how many tonnes to offset and who the certificate is for. You pay once, by card, on a secure checkout page; no account needed.',
  formHeading: 'Your order',
  priceLabel: 'Fixed price',
  quantityLabel: 'Quantity (metric tons of CO2)',
  quantityHelper: 'Part tonnes are rounded up to whole tonnes at checkout.',
  suggestedQuantity: 'From your estimate: {quantity} t CO2. Change it if you like.',
  fullNameLabel: 'Full name',
  fullNameHelper: 'Printed on your receipt and certificate.',
  phoneLabel: 'Phone',
  phoneHelper:
    '10 to 15 digits; spaces, a leading +, brackets and hyphens are fine. Only checked here: the checkout needs your e-mail, not your phone, so it is not sent.',
  emailLabel: 'Email',
  emailHelper: 'Your receipt and certificate go to this address.',
  totalLabel: 'Total',
  totalPending: '—',
  totalSummary: '{quantity} t × {price}',
  roundedUp: '{typed} t is rounded up to {quantity} t at checkout.',
  submit: 'Buy Now',
  working: 'Opening checkout…',
  secureNote:
    'You pay on the payment provider’s secure page. NetZero Market never sees your card number.',
  sideHeading: 'What you are buying',
  sideImageAlt: '',
  projectName: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
  projectFacts: 'Gold Standard · Vintage 2023 · India',
  projectLink: 'About the project',
  points: [
    {
      title: 'One verified project',
      body: 'Household biogas digesters replace firewood burnt on open fires, cutting CO2 and indoor smoke for smallholder families.',
    },
    {
      title: 'A certificate for every tonne',
      body: 'After payment we retire your tonnes from the project’s serial-numbered ledger and e-mail a certificate you can share.',
    },
    {
      title: 'Bigger or recurring needs?',
      body: 'Estimate your business footprint first, or offset every month with a subscription plan.',
    },
  ],
  estimateLink: 'Estimate your footprint',
  subscriptionLink: 'See monthly plans',
} as const;
