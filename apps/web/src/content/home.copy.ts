import { CLIMATE_GOAL_ECONOMY_YEAR, CLIMATE_GOAL_TRAVEL_YEAR } from '@netzero/core';

/** Copy of the home pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const HOME_COPY = {
  documentTitle: 'NetZero Market — verified carbon offsets by the tonne',
  hero: {
    eyebrow: 'Verified carbon credits, by the tonne',
    title: 'We Provide Carbon Neutral Solutions',
    tagline:
      'Measure the footprint of your trips, events and operations, then retire independently verified credits from clean cooking, forest protection and clean water projects: once, or every month.',
    primaryCta: 'Browse carbon projects',
    secondaryCta: 'Offset your business',
    proofLabel: 'What every purchase comes with',
    proofPoints: [
      { value: '100%', label: 'of listed credits independently verified' },
      { value: '1 per tonne', label: 'serial-numbered certificate for every tonne retired' },
      {
        value: String(CLIMATE_GOAL_TRAVEL_YEAR),
        label: 'our target for carbon-neutral travel and events',
      },
    ],
  },
  about: {
    eyebrow: 'About Us',
    title: 'Climate action you can point to',
    lead: 'NetZero Market connects individuals, startups and global brands with projects that cut and remove emissions: clean cooking, protected forests, safe drinking water and electric transport. You see what you fund, where it is and what it achieved.',
    features: [
      {
        title: 'Built for Impact',
        body: 'We list only independently verified, high-quality credits. Every tonne is retired from a serial-numbered ledger, so each purchase maps to a real reduction: a named project, a place and a vintage.',
      },
      {
        title: 'Seamless Integration',
        body: 'Plug-and-play APIs turn everyday purchases into climate action: offset a flight at booking, a ticket at checkout or a room night at the front desk. Transparent impact reporting shows the tonnes retired per order and per month.',
      },
    ],
  },
  statements: {
    title: 'Why we exist',
    mission: {
      title: 'Mission Statement',
      body: 'To make high-quality carbon reduction and removal easy to buy and easy to prove, so that every business, whatever its size, can act today on the emissions it cannot yet avoid.',
      points: [
        'Verified credits only, each from a named project and place',
        'The price per tonne shown before you pay, in plain dollars',
        'Proof of retirement for every tonne, with its serial number',
      ],
    },
    vision: {
      title: 'Vision Statement',
      body: `Carbon-neutral travel and events by ${CLIMATE_GOAL_TRAVEL_YEAR}, and a carbon-neutral global economy by ${CLIMATE_GOAL_ECONOMY_YEAR}, built on nature-based solutions that bring clean air, water and income to the communities most exposed to climate change.`,
    },
    goals: [
      { year: String(CLIMATE_GOAL_TRAVEL_YEAR), label: 'Carbon-neutral travel and events' },
      { year: String(CLIMATE_GOAL_ECONOMY_YEAR), label: 'Carbon-neutral global economy' },
    ],
  },
  values: {
    eyebrow: 'Our Values',
    title: 'Three commitments behind every credit',
    items: [
      {
        title: 'Sustainability',
        body: 'We back projects that last: forests protected for decades, biogas plants and cookstoves kept running by local teams, and benefits that stay with the communities who host them.',
      },
      {
        title: 'Innovation',
        body: 'Estimators for trips, events and hotel stays, monthly subscriptions and checkout APIs: we build the tools that make offsetting part of how a business already works.',
      },
      {
        title: 'Transparency',
        body: 'Prices per tonne in plain dollars, the standard and location of every project, and a public certificate with serial numbers for each tonne retired.',
      },
    ],
  },
  enquiry: {
    title: 'Still got some questions',
    lead: 'Tell us about your organization and what you want to offset: the trips, events or yearly tonnes. A member of our team replies within two working days.',
    topicsHeading: 'We often help with',
    topics: [
      'Bulk purchases to cover a year of business travel',
      'Adding offsets to your checkout or booking flow',
      'ESG reporting and supply-chain decarbonisation',
    ],
    contactHeading: 'Prefer to talk?',
    fields: {
      name: 'Name',
      organization: 'Organization',
      phoneNumber: 'Phone number',
      email: 'Email',
      enquiry: 'Your enquiry',
    },
    phoneHelper: '10 digits, no spaces or country code',
    submit: 'Send enquiry',
    sending: 'Sending…',
  },
} as const;
