/** Copy of the business estimate's downloads (CSV and PDF summary). */
export const ESTIMATE_EXPORT_COPY = {
  downloadsLabel: 'Download this estimate',
  csvButton: 'Download CSV',
  pdfButton: 'Download PDF',
  pdfPreparing: 'Preparing PDF…',
  pdfFailed: 'The PDF could not be made. Please try again.',
  savedNote:
    'This estimate is kept in the page address and on this device: bookmark or share the link.',
  fileName: 'netzero-estimate-{date}',
  columns: {
    line: 'Line',
    mode: 'Mode',
    inputs: 'Inputs',
    tonnes: 'Tonnes CO2',
    factor: 'Factor used',
  },
  totalRow: 'Total',
  inputs: {
    route: '{from} to {to}',
    km: '{km} km',
    boat: 'Boat (whole boat)',
    passengers: '{passengers} passengers',
    boatLength: '{length} m boat',
    attendees: '{attendees} attendees',
    hours: '{hours} hours',
    energy: '{energy} energy units',
    nights: '{nights} room nights',
    rating: '{rating} stars',
    noTransport: 'No transport chosen',
    noPlace: '?',
    noRating: 'no star rating',
  },
  factors: {
    /** One factor of a line: the core's value and unit (factor-sources.ts). */
    term: '{value} {unit}',
    joiner: ' + ',
    none: 'Choose a transport',
    /** One factor in the PDF's list of factors used. */
    note: '{label}: {value} {unit} ({source})',
  },
  pdf: {
    title: 'Business emissions estimate',
    brand: 'NetZero Market',
    made: 'Made on {date}',
    total: 'Total: {tonnes} t CO2 ({amount})',
    linesHeading: 'Lines',
    factorsHeading: 'Factors used',
    linkHeading: 'Open this estimate again',
    offsetNote: 'Offset exactly this estimate: open the link and choose a plan.',
  },
} as const;
