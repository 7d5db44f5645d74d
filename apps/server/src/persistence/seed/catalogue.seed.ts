import type { ProductRecord } from '../../services/ports/product.repository.port.js';

const image = (slug: string) => `/assets/projects/${slug}.svg`;

/**
 * The carbon projects a new database starts with (spec §2 project pages, §9 product ids).
 * Ids are explicit because the client hard-codes them: 1 is sold by the one-time direct checkout
 * at $14.00 per tonne, 7 by every subscription plan. Money in cents, stock in whole tonnes.
 */
export const CATALOGUE_SEED: readonly ProductRecord[] = [
  {
    id: 1,
    slug: 'biogas-clean-cooking',
    title: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
    description:
      'Household biogas digesters on smallholder farms turn cattle dung into gas for cooking and into slurry that replaces chemical fertiliser. Each digester displaces firewood burnt on open fires, cutting the CO2 from non-renewable wood and the methane the dung would release as it rots.',
    imageUrl: image('biogas-clean-cooking'),
    plpUrl: '/CleanBioEnergy',
    priceCents: 1400,
    currency: 'USD',
    availableTonnes: 25_000,
    standard: 'Gold Standard',
    vintage: 2023,
    location: 'Madhya Pradesh and Maharashtra, India',
    sdgs: [1, 3, 5, 7, 13],
  },
  {
    id: 2,
    slug: 'water-purification-west-bengal',
    title: 'Grouped water purification in West Bengal',
    description:
      'Household water filters are distributed and serviced in rural West Bengal so that families get safe drinking water without boiling it. Every litre that no longer has to be boiled over a wood or coal fire avoids the CO2 of that fuel, and yearly surveys count the filters still in daily use.',
    imageUrl: image('water-purification-west-bengal'),
    plpUrl: '/Waterpurification',
    priceCents: 1100,
    currency: 'USD',
    availableTonnes: 18_000,
    standard: 'Gold Standard',
    vintage: 2022,
    location: 'West Bengal, India',
    sdgs: [3, 6, 13],
  },
  {
    id: 3,
    slug: 'khasi-hills-redd',
    title: 'Khasi Hills community forest protection (REDD+) in Meghalaya',
    description:
      'Village councils in the Khasi Hills protect community forests that were being cleared for charcoal, timber and shifting cultivation, and help degraded patches grow back. Forest left standing keeps the carbon in its trees and soils out of the air, and regrowing forest draws more CO2 down.',
    imageUrl: image('khasi-hills-redd'),
    plpUrl: '/Khasihill',
    priceCents: 1000,
    currency: 'USD',
    availableTonnes: 40_000,
    standard: 'Verra VCS',
    vintage: 2022,
    location: 'Meghalaya, India',
    sdgs: [1, 5, 13, 15],
  },
  {
    id: 4,
    slug: 'cookstoves-jharkhand',
    title: 'Biomass cookstoves in Jharkhand',
    description:
      'Rural households in Jharkhand receive efficient biomass cookstoves that burn wood more completely than a traditional three-stone fire and need markedly less of it. Less firewood burnt means less CO2 and less pressure on nearby forests, and cleaner combustion means less smoke in the kitchen.',
    imageUrl: image('cookstoves-jharkhand'),
    plpUrl: '/CookstoveJharkhand',
    priceCents: 900,
    currency: 'USD',
    availableTonnes: 30_000,
    standard: 'Gold Standard',
    vintage: 2024,
    location: 'Jharkhand, India',
    sdgs: [3, 5, 7, 13, 15],
  },
  {
    id: 5,
    slug: 'electric-ride-hailing',
    title: 'Electric ride-hailing fleet in Delhi NCR and Bengaluru',
    description:
      'An all-electric ride-hailing fleet carries passengers in Delhi NCR and Bengaluru on trips that would otherwise be made in petrol, diesel or CNG taxis. Credits are issued for the difference between the emissions of the grid electricity the cars use and those of the conventional taxis they replace, per kilometre driven.',
    imageUrl: image('electric-ride-hailing'),
    plpUrl: '/Blusmart',
    priceCents: 1200,
    currency: 'USD',
    availableTonnes: 12_000,
    standard: 'Verra VCS',
    vintage: 2023,
    location: 'Delhi NCR and Bengaluru, India',
    sdgs: [3, 7, 9, 11, 13],
  },
  {
    id: 6,
    slug: 'commercial-electric-vehicles',
    title: 'Grouped commercial electric vehicles in India',
    description:
      'Electric three-wheelers and vans replace diesel and CNG vehicles in last-mile delivery fleets across Indian cities. The project meters the kilometres driven on electricity and credits the emissions avoided against the fossil-fuel vehicles that would otherwise do the same work.',
    imageUrl: image('commercial-electric-vehicles'),
    plpUrl: '/MoEVing',
    priceCents: 1250,
    currency: 'USD',
    availableTonnes: 8_000,
    standard: 'Verra VCS',
    vintage: 2024,
    location: 'Multiple cities, India',
    sdgs: [7, 8, 9, 11, 13],
  },
  {
    id: 7,
    slug: 'netzero-monthly-climate-portfolio',
    title: 'NetZero Monthly Climate Portfolio',
    description:
      'A blended portfolio of the verified credits in this catalogue: clean cooking, safe water, forest protection and electric mobility. Every subscription plan draws its monthly tonnes from it, so each month of a subscription supports several kinds of project at once.',
    imageUrl: image('netzero-monthly-climate-portfolio'),
    plpUrl: '/card7',
    priceCents: 1500,
    currency: 'USD',
    availableTonnes: 50_000,
    standard: 'Gold Standard and Verra VCS',
    vintage: 2023,
    location: 'Several states, India',
    sdgs: [3, 6, 7, 13, 15],
  },
];
