/** Copy of /Methodology (issue 18 items 4 and 6); the factors' own words come from core's FACTOR_SOURCES. */
export const METHODOLOGY_COPY = {
  documentTitle: 'Methodology',
  eyebrow: 'How we calculate',
  title: 'Methodology',
  lead: 'Every factor behind our estimates, with its unit, formula and source, beside the public references it can be checked against.',
  intro: [
    'The factors are the ones our product specification gives (§9), kept exactly as given: the estimator and the calculators multiply by these numbers and no others. Where a public reference differs, we say by how much and in which direction.',
    'Reference values are approximate: rounded to two significant figures, with a range where the value moved between recent editions. Verify a figure against the published 2024 workbook before quoting it elsewhere.',
  ],
  units: {
    heading: 'Units',
    items: [
      'Emissions in tonnes of CO2 (t); the references are CO2e, which for fuel is about 1% more. We do not convert.',
      'Distances in kilometres; boat length in metres; hotel ratings in whole stars, 1 to 5.',
      '“Energy units” are not named by the specification. Where we compare them with electricity we read them as kWh; that reading is ours.',
      'A number not typed, or typed as negative or not a number, counts as 0, so no estimate is negative.',
    ],
  },
  factors: {
    heading: 'The factors',
    lead: 'One table per mode. The difference is the spec’s factor against the reference; we give none where the reference measures something else.',
    groups: {
      tourism: 'Tourism & Travel',
      boating: 'Boating (a Boat trip with passengers and boat length)',
      events: 'Events & Conferences',
      hotels: 'Hotels & Resorts',
      personal: 'Personal footprint and trip calculators',
      rupee: 'Calculator in rupees (₹)',
    },
    columns: {
      factor: 'Factor',
      value: 'Value',
      formula: 'Formula',
      source: 'Source',
      references: 'Public reference and difference',
      note: 'What it means',
    },
    kgValue: '= {kg} kg per {unit}',
    difference: 'Difference: {difference}',
    notComparable: 'Closest public figure, on another basis: no difference given',
    noPublicSource: 'No public source',
  },
  noPublicSource: {
    heading: 'Where the spec’s factor has no public source',
    lead: 'For these factors we know of no public figure measuring the same thing. We say so, and show the closest public reference beside each.',
    closest: 'Closest public reference: {reference}.',
  },
  presets: {
    heading: 'Calculator presets',
    lead: 'A preset is a distance. Each preset button fills the row’s kilometres and shows the tonnes the row will then show: preset km × the mode’s factor ({factor} t per km; in rupees km ÷ {rupeeKm}, times the vehicles for a fleet).',
    tableCaption: 'The personal calculator’s presets',
    columns: {
      km: 'Preset',
      shown: 'Shown: km × {factor}',
      stated: 'Stated by the specification (not used)',
    },
    whyHeading: 'Why km × factor, and not the tonnes the specification states',
    why: [
      'The row, the total, the cost and the checkout are all km × the factor. Showing the stated tonnes beside a button that then makes the row another figure would give two answers for the same distance.',
      'The factor is stated twice (the rupee calculator’s 1/5,120 t per km agrees to within 0.2%); the stated tonnes fit no other number in the specification.',
      'The stated tonnes imply 3.5 g of CO2 per km, far below any motorised mode in the references, while 0.195 kg per km is close to an average car.',
    ],
  },
  rounding: {
    heading: 'Rounding',
    items: [
      'Each line is counted in whole grams, so totals add up exactly.',
      'Figures under a tonne are shown in whole kilograms, larger ones in tonnes to two decimals, rounded half away from zero.',
      'Checkout asks for whole tonnes: the total, rounded to the gram, then rounded up, at least 1 t.',
      'Distances found from places are rounded to 0.1 km; money is rounded half away from zero to the cent or paisa.',
    ],
  },
  sources: {
    heading: 'Sources',
    items: [
      'NetZero Market product specification, §2, §5 and §9: every factor and price the product uses.',
      'UK Department for Energy Security and Net Zero (DESNZ 2024 in the tables), Greenhouse gas reporting: conversion factors 2024 (condensed and full sets) and its 2024 methodology paper: flights, cars, ferries, buses, rail, hotel stays, UK electricity.',
      'D. S. Lee et al., “The contribution of global aviation to anthropogenic climate forcing for 2000 to 2018”, Atmospheric Environment 244 (2021): the basis of the radiative-forcing (RF) multiplier.',
      'Cornell Hotel Sustainability Benchmarking (CHSB) index: the source of DESNZ’s per-room-night hotel factors.',
      'Central Electricity Authority (CEA India in the tables), CO2 Baseline Database for the Indian Power Sector: the Indian grid factor.',
    ],
    repository:
      'The longer version, with the arithmetic of each comparison and the distances between places, is docs/methodology.md in the NetZero Market repository.',
  },
  /** The link other pages show to this one. */
  link: 'How we calculate: factors and sources',
} as const;
