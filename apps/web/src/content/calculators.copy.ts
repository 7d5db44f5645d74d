/** Copy of the calculators pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const CALCULATORS_COPY = {
  /** /PersonalCalculator: calculator 1, a year of transport in dollars. */
  personal: {
    documentTitle: 'Personal footprint calculator',
    eyebrow: 'Personal calculator',
    title: 'Your transport footprint',
    lead: 'Add how you get around in a year. We estimate the CO2 of every kilometre and show what it costs to offset it with a verified project.',
  },
  /** /TravelCalculator: one journey, in dollars. */
  travel: {
    documentTitle: 'Trip offset calculator',
    eyebrow: 'Trip calculator',
    title: 'Offset a single journey',
    lead: 'Pick a route or type the distance to see the CO2 of one trip, there and back if you like, and what it costs to offset.',
  },
  /** /RupeeCalculator: calculator 2, in rupees, for a person or a company fleet. */
  rupee: {
    documentTitle: 'Transport footprint in rupees',
    eyebrow: 'Calculator in rupees (₹)',
    title: 'Transport footprint, priced in rupees',
    lead: 'For your own travel or your company’s vehicles: one tonne of CO2 for every {kmPerTonne} km, offset at {price} per tonne.',
  },
  rows: {
    journeysHeading: 'Your journeys',
    fleetHeading: 'Your fleet',
    journeyLegend: 'Journey {n}',
    fleetLegend: 'Vehicle group {n}',
    modeLabel: 'Transport',
    vehicleLabel: 'Vehicle',
    fuelLabel: 'Fuel',
    choose: 'Choose…',
    kmLabel: 'Distance (km)',
    kmPerVehicleLabel: 'Distance per vehicle (km)',
    vehiclesLabel: 'Vehicles',
    presetsLabel: 'Typical yearly distances',
    presetAria: 'Set {row} to {km} · {tonnes} CO2',
    presetOption: '{km} · {tonnes}',
    rowTonnes: '{tonnes} CO2',
    addJourney: 'Add a journey',
    addFleet: 'Add a vehicle group',
    remove: 'Remove',
    removeAria: 'Remove {row}',
    empty: 'No rows yet. Add one to start your estimate.',
    factorNote:
      'One average factor covers every vehicle and fuel ({factor} kg CO2 per km), so transport and fuel describe your trips but do not change the estimate.',
  },
  audience: {
    legend: 'Calculating for',
    individual: 'Myself',
    company: 'My company',
    companyNameLabel: 'Company name (optional)',
    companyNameHelper: 'Shown on this estimate only; nothing is sent.',
    fleetHelper:
      'Group vehicles that are alike: 12 diesel cars that each drive 20,000 km a year are one group.',
    resultsFor: 'For {company}',
  },
  trip: {
    heading: 'Your journey',
    presetsLabel: 'Popular journeys',
    preset: '{from} → {to}',
    presetKm: 'about {km}',
    oneWayLabel: 'One-way distance (km)',
    returnLabel: 'Return journey',
    returnHelper: 'Counts the distance twice.',
  },
  projects: {
    heading: 'Projects you can back',
    intro: 'Prices per tonne of CO2. Choose one to price your offset.',
    price: '{price} per tonne CO2',
  },
  donations: {
    heading: 'Add a donation',
    intro: 'Help fund household biogas on top of your offset.',
    none: 'No donation',
    taxNote: 'Donations are not tax-deductible.',
    chargeNote:
      'Donations are not charged online yet: the checkout covers your offset tonnes only.',
  },
  results: {
    heading: 'Your footprint',
    distance: 'Distance',
    tonnes: 'CO2',
    cost: 'Offset cost',
    costAt: 'at {price} per tonne',
    donation: 'Donation',
    total: 'Total',
  },
  units: {
    km: '{value} km',
  },
  invest: {
    button: 'Invest in offsets',
    nextHeading: 'Complete your offset',
    next: 'Investing happens on our one-time checkout: {quantity} t CO2 of verified clean-cooking credits at {price} per tonne, paid by card.',
    rupeeNext:
      'Our checkout is in US dollars: {quantity} t CO2 of verified clean-cooking credits at {price} per tonne.',
    nextLink: 'Offset {quantity} t now',
  },
} as const;
