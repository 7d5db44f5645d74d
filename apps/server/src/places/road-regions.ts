// Which places a car can join by road, for the offline directory (docs/methodology.md §5.2): a
// place's road region is its continent's connected road network, or its island's. Two places in
// different regions have no road route. The rule is by country (and, for Hawaii, by US state)
// because that is what the gazetteer knows; its limits are listed in the methodology.

/** The road networks of continents joined by land (OurAirports' continent codes). */
const CONTINENT_REGIONS: Readonly<Record<string, string>> = {
  // Europe, Asia and Africa touch by land (the Sinai, the Bosporus bridges).
  EU: 'afro-eurasia',
  AS: 'afro-eurasia',
  AF: 'afro-eurasia',
  // North and Central America, to Panama; the Darién Gap has no road to South America.
  NA: 'north-america',
  SA: 'south-america',
};

/**
 * Countries (ISO 3166-1 alpha-2) that are islands or island groups with no road to a continent,
 * and countries sharing an island, by region; every other country of Oceania and Antarctica is its
 * own region. Great Britain and Ireland are not listed: the Channel Tunnel's car shuttle joins
 * Britain to the continent, and Northern Ireland shares Ireland's island.
 */
const ISLAND_REGIONS: Readonly<Record<string, string>> = {
  // Atlantic and Europe
  IS: 'IS',
  FO: 'FO',
  GL: 'GL',
  SJ: 'SJ',
  AX: 'AX',
  IM: 'IM',
  JE: 'JE',
  GG: 'GG',
  MT: 'MT',
  CY: 'CY',
  BM: 'BM',
  CV: 'CV',
  ST: 'ST',
  SH: 'SH',
  FK: 'FK',
  GS: 'GS',
  PM: 'PM',
  // Caribbean (Haiti and the Dominican Republic share Hispaniola)
  AG: 'AG',
  AI: 'AI',
  AW: 'AW',
  BB: 'BB',
  BL: 'BL',
  BQ: 'BQ',
  BS: 'BS',
  CU: 'CU',
  CW: 'CW',
  DM: 'DM',
  GD: 'GD',
  GP: 'GP',
  JM: 'JM',
  KN: 'KN',
  KY: 'KY',
  LC: 'LC',
  MF: 'MF',
  MQ: 'MQ',
  MS: 'MS',
  PR: 'PR',
  SX: 'SX',
  TC: 'TC',
  TT: 'TT',
  VC: 'VC',
  VG: 'VG',
  VI: 'VI',
  HT: 'hispaniola',
  DO: 'hispaniola',
  // Indian Ocean
  MG: 'MG',
  MU: 'MU',
  SC: 'SC',
  KM: 'KM',
  RE: 'RE',
  YT: 'YT',
  MV: 'MV',
  LK: 'LK',
  IO: 'IO',
  // Asia and the Pacific
  JP: 'JP',
  TW: 'TW',
  PH: 'PH',
  ID: 'ID',
  TL: 'TL',
};

/** US states that are islands: Hawaii has no road to the mainland (Alaska does, through Canada). */
const ISLAND_STATES: ReadonlySet<string> = new Set(['US-HI']);

/**
 * The road region of a place: `country` its ISO 3166-1 alpha-2 code, `continent` its country's
 * continent code (AF, AN, AS, EU, NA, OC, SA), `state` its first-level region as 'US-HI'.
 */
export function roadRegion(country: string, continent: string, state = ''): string {
  if (ISLAND_STATES.has(state)) return state;
  const island = ISLAND_REGIONS[country];
  if (island !== undefined) return island;
  return CONTINENT_REGIONS[continent] ?? country;
}
