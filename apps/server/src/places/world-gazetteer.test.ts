import { describe, expect, it } from 'vitest';
import { airportPlace, cityPlace, worldPlaces } from './world-gazetteer.js';

const city = {
  cityId: 1261481,
  name: 'New Delhi',
  country: 'IN',
  featureCode: 'PPLC',
  adminCode: '07',
  population: 317_797,
  loc: { coordinates: [77.22445, 28.63576] as const },
};
const airport = {
  type: 'large_airport',
  name: 'Chhatrapati Shivaji International Airport',
  latitude_deg: '19.0886993408',
  longitude_deg: '72.8678970337',
  iso_country: 'IN',
  iso_region: 'IN-MH',
  municipality: 'Mumbai',
  scheduled_service: 'yes',
  iata_code: 'BOM',
  keywords: 'Bombay, Sahar International Airport',
};

describe('cityPlace', () => {
  it('labels a city with its country and weighs it by log10 of its population, capitals ×3', () => {
    expect(cityPlace(city, 'India', 'AS')).toEqual({
      id: 'city:1261481',
      kind: 'city',
      label: 'New Delhi, India',
      point: { lat: 28.63576, lon: 77.22445 },
      prominence: Math.log10(317_797) + 0.5,
      names: ['New Delhi'],
      roadRegion: 'afro-eurasia',
    });
  });

  it('names the state of a US city, counts a missing population as 1,000 and keeps an alternate name', () => {
    const springfield = {
      ...city,
      cityId: 4250542,
      name: 'Springfield',
      altName: 'Springfield City',
      country: 'US',
      featureCode: 'PPLA',
      adminCode: 'IL',
      population: 0,
    };
    const place = cityPlace(springfield, 'United States', 'NA');
    expect(place.label).toBe('Springfield, IL, United States');
    expect(place.prominence).toBe(3);
    expect(place.names).toEqual(['Springfield', 'Springfield City']);
    expect(place.roadRegion).toBe('north-america');
    expect(cityPlace({ ...springfield, adminCode: 'HI' }, 'United States', 'NA').roadRegion).toBe(
      'US-HI',
    );
  });
});

describe('airportPlace', () => {
  it('labels an airport with its code, town and country; the town and keywords are aliases', () => {
    expect(airportPlace(airport, 'India', 'AS')).toEqual({
      id: 'airport:BOM',
      kind: 'airport',
      label: 'Chhatrapati Shivaji International Airport (BOM), Mumbai, India',
      point: { lat: 19.0886993408, lon: 72.8678970337 },
      prominence: 6,
      names: ['Chhatrapati Shivaji International Airport'],
      aliases: ['Mumbai', 'Bombay', 'Sahar International Airport'],
      codes: ['BOM'],
      roadRegion: 'afro-eurasia',
    });
  });

  it('leaves out a town the name already says, and weighs medium and unscheduled airports less', () => {
    const frankfurt = {
      ...airport,
      name: 'Frankfurt am Main Airport',
      municipality: 'Frankfurt am Main',
    };
    expect(airportPlace(frankfurt, 'Germany', 'EU').label).toBe(
      'Frankfurt am Main Airport (BOM), Germany',
    );
    expect(airportPlace({ ...airport, type: 'medium_airport' }, 'India', 'AS').prominence).toBe(
      4.7,
    );
    expect(airportPlace({ ...airport, scheduled_service: 'no' }, 'India', 'AS').prominence).toBe(4);
    expect(
      airportPlace({ ...airport, municipality: '', keywords: '' }, 'India', 'AS').aliases,
    ).toEqual([]);
  });
});

describe('worldPlaces', () => {
  it('reads about 140,000 cities and airports from the data packages, with country names', () => {
    const places = new Map([...worldPlaces()].map((place) => [place.id, place]));
    expect(places.size).toBeGreaterThan(130_000);
    expect(places.get('city:1261481')?.label).toBe('New Delhi, India');
    expect(places.get('city:1275339')?.label).toBe('Mumbai, India');
    expect(places.get('city:3448439')?.label).toBe('São Paulo, Brazil');
    expect(places.get('airport:FRA')?.label).toBe(
      'Frankfurt Airport (FRA), Frankfurt am Main, Germany',
    );
    const airports = [...places.values()].filter((place) => place.kind === 'airport');
    expect(airports.length).toBeGreaterThan(4000);
    const offTheMap = [...places.values()].filter(
      ({ point }) => !(Math.abs(point.lat) <= 90 && Math.abs(point.lon) <= 180),
    );
    expect(offTheMap).toEqual([]);
    // Road regions from the countries' continents and the island table.
    expect(places.get('city:1261481')?.roadRegion).toBe('afro-eurasia');
    expect(places.get('city:2643743')?.roadRegion).toBe('afro-eurasia'); // London
    expect(places.get('city:5856195')?.roadRegion).toBe('US-HI'); // Honolulu
    expect(places.get('airport:HNL')?.roadRegion).toBe('US-HI');
    expect(places.get('city:3448439')?.roadRegion).toBe('south-america');
  });
});
