import type { PublicReference } from '../emissions/public-references.js';

// Where each publisher of our public references puts its factors, by the short name the
// references carry (public-references.ts).
const PUBLISHER_URLS: Readonly<Record<string, string>> = {
  DESNZ:
    'https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting',
  'CEA India': 'https://cea.nic.in/cdm-co2-baseline-database/',
};

/** The page where a public reference's publisher gives its factors; null for one we cannot link. */
export function referenceUrlOf(reference: PublicReference): string | null {
  return PUBLISHER_URLS[reference.publisherShort] ?? null;
}
