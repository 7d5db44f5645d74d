/** Copy of the purchase pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const PURCHASE_COPY = {
  /** /Purchas: the direct one-time checkout of product 1 (spec §2 'One-time purchase pages'). */
  direct: {
    documentTitle: 'One-time business offset',
    eyebrow: 'Buy by e-mail, no account needed',
    title: 'Business Carbon Offset (One Time Purchase)',
    lead: 'Offset your business emissions by the tonne with verified credits from a clean-cooking project in India. Pay by card and receive a serial-numbered certificate for every tonne.',
    formHeading: 'Your offset',
    priceLoading: 'Loading the current price…',
    priceLabel: 'Price',
    quantityLabel: 'Quantity (metric tons of CO2)',
    quantityHelper: 'Whole tonnes, at least 1.',
    suggestedQuantity: 'Suggested from your estimate: {quantity} t CO2.',
    recipientLabel: 'Recipient name (optional)',
    recipientHelper:
      'Printed on the receipt and certificate. Left empty, we use the name in your e-mail address.',
    emailLabel: 'Email',
    emailHelper: 'Your receipt and certificate go to this address.',
    subscribeLabel: 'Subscribe: bill this quantity every month',
    subscribeHelper:
      'We charge your card for the same tonnes each month and send a new certificate each time. Cancel any time from your dashboard.',
    totalLabel: 'Total',
    totalMonthlyLabel: 'Total per month',
    totalPending: '—',
    totalSummary: '{quantity} t × {price}',
    buyNow: 'Buy Now',
    working: 'Opening checkout…',
    secureNote:
      'You pay on the payment provider’s secure page. NetZero Market never sees your card number.',
    sideHeading: 'What you get',
    sideImageAlt: '',
    sideProjectName: 'Biogas for clean cooking, Madhya Pradesh and Maharashtra',
    sideProjectFacts: 'Gold Standard · India',
    sideProjectLink: 'About the project',
    benefits: [
      {
        title: 'Verified credits from one named project',
        body: 'Every tonne comes from household biogas digesters that replace firewood burnt on open fires. The credits are independently verified under the Gold Standard.',
      },
      {
        title: 'A certificate with serial numbers',
        body: 'Once you have paid, we retire your tonnes from the project’s serial-numbered ledger and e-mail you a certificate with a public link you can share.',
      },
      {
        title: 'A receipt for your books',
        body: 'The receipt carries the name and e-mail you give here, with the tonnes and the price per tonne.',
      },
    ],
  },
  /** /Subscription: three monthly plans of product 7 (spec §2 '/Subscription'). */
  subscription: {
    documentTitle: 'Monthly subscription plans',
    eyebrow: 'Monthly offsetting',
    title: 'Offset every month with a NetZero plan',
    lead: 'Choose how many tonnes of CO2 to offset each month. We bill your card monthly, retire the tonnes from verified projects and e-mail you a certificate every time.',
    plansHeading: 'Choose a plan',
    portfolioNote:
      'Every plan draws its tonnes from the NetZero Monthly Climate Portfolio: clean cooking, safe water, forest protection and electric mobility projects in India.',
    portfolioLink: 'See what is in the portfolio',
    popular: 'Most popular',
    popularPlanTitle: 'NetZero Plus',
    planIconAlt: '',
    tonnesPerMonth: '{quantity} t CO2 per month',
    /** Under the spec's amount text ('3-5,000 kg per month'): what the plan actually retires. */
    planDelivers: 'You get {quantity} t CO2 per month ({kg} kg), every tonne retired in your name',
    pricePerMonth: '{amount}',
    perMonth: 'per month',
    priceLoading: 'Loading price…',
    priceAtCheckout: 'Price shown at checkout',
    pricePerTonne: 'at {price} per tonne',
    howHeading: 'How it works',
    steps: [
      {
        title: 'Billed monthly',
        body: 'Your card is charged on the same day each month for your plan’s tonnes. No set-up fee.',
      },
      {
        title: 'A certificate each month',
        body: 'After each payment we retire your tonnes and e-mail a certificate with their serial numbers.',
      },
      {
        title: 'Cancel any time',
        body: 'Stop your plan from your dashboard in two clicks. Certificates already issued stay valid.',
      },
    ],
    modalTitle: 'Subscribe to {plan}',
    modalSummary: '{tonnes}, {price}',
    modalSummaryNoPrice: '{tonnes}',
    receiptNameLabel: 'Receipt name',
    receiptNameHelper: 'The person or company named on receipts and certificates.',
    emailLabel: 'Email',
    emailHelper: 'Receipts and monthly certificates go here.',
    /** Logged in: the e-mail is filled in from the account and may be changed (receipts only). */
    emailHelperSignedIn:
      'Receipts and monthly certificates go here. We filled in your account’s address; change it to send them elsewhere. The plan is added to your account either way.',
    proceed: 'Proceed to Checkout',
    cancel: 'Cancel',
    processing: 'Opening the secure checkout…',
  },
} as const;
