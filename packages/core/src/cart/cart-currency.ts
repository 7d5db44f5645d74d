/** Currency of every cart price and total (ISO 4217): the catalogue sells in US dollars per tonne CO2. */
export const CART_CURRENCY = 'USD';
