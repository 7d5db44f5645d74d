/** A carbon project offered for sale, as GET /api/products returns it (spec §3, §7). */
export interface Product {
  /** The product id on the server. */
  readonly id: number;
  readonly title: string;
  readonly description: string;
  /** Picture of the project; the UI falls back to a default image when it is empty. */
  readonly imageUrl: string;
  /** The project's own page (READ MORE link), or null when it has none. */
  readonly plpUrl: string | null;
  /** Price of one tonne of CO2, in dollars (as the server sends it, not in cents). */
  readonly price: number;
  /** ISO 4217 currency code of the price, e.g. 'USD'. */
  readonly currency: string;
  /** Tonnes of CO2 still available for sale (registry metadata, sent by our server only). */
  readonly availableTonnes?: number;
  /** Certification standard, e.g. 'Gold Standard' or 'Verra VCS' (registry metadata). */
  readonly standard?: string;
  /** Year the credits were issued for, e.g. 2023 (registry metadata). */
  readonly vintage?: number;
  /** Where the project is, in words (registry metadata). */
  readonly location?: string;
  /** UN Sustainable Development Goals the project serves, numbered 1 to 17 (registry metadata). */
  readonly sdgs?: readonly number[];
}

/** The item the UI hands to add-to-cart, built from a product (spec §3 'Add-to-cart item'). */
export interface AddToCartItem {
  readonly title: string;
  readonly description: string;
  /** Picture url of the project. */
  readonly image: string;
  /** The project's own page, or null. */
  readonly url: string | null;
  /** The price line as shown on the card, e.g. '$14 USD per tonne CO2'. */
  readonly priceDisplay: string;
  /** Price of one tonne of CO2, in dollars. */
  readonly price: number;
  /** ISO 4217 currency code of the price. */
  readonly currency: string;
  /** The product id on the server. */
  readonly productId: number;
}

/** Builds the spec §3 add-to-cart item of a product; priceDisplay is the card's price line. */
export function toAddToCartItem(product: Product, priceDisplay: string): AddToCartItem {
  return {
    title: product.title,
    description: product.description,
    image: product.imageUrl,
    url: product.plpUrl,
    priceDisplay,
    price: product.price,
    currency: product.currency,
    productId: product.id,
  };
}
