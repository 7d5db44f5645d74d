import fc from 'fast-check';
import type { LocalCartItem } from '../../src/cart/local-cart-item.js';
import type { AddToCartItem, Product } from '../../src/catalogue/product.js';

/** A price per tonne in whole cents, in dollars (so that cent arithmetic is exact to compare). */
export const priceArb = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100);

/** A product id. */
export const productIdArb = fc.integer({ min: 1, max: 50 });

/** An add-to-cart item; product ids are drawn from a small range so repeats happen. */
export const addToCartItemArb: fc.Arbitrary<AddToCartItem> = fc.record({
  title: fc.string({ maxLength: 20 }),
  description: fc.string({ maxLength: 40 }),
  image: fc.webUrl(),
  url: fc.option(fc.webUrl(), { nil: null }),
  priceDisplay: fc.string({ maxLength: 20 }),
  price: priceArb,
  currency: fc.constantFrom('USD', 'EUR', 'INR'),
  productId: productIdArb,
});

/** A local cart of distinct products with whole-cent prices and quantities of 1 to 1000 tonnes. */
export const localCartArb: fc.Arbitrary<LocalCartItem[]> = fc
  .uniqueArray(fc.tuple(productIdArb, priceArb, fc.integer({ min: 1, max: 1000 })), {
    selector: ([productId]) => productId,
    maxLength: 12,
  })
  .map((lines) =>
    lines.map(([productId, price, quantity], index) => ({
      cartItemId: 1_700_000_000_000 + index,
      productId,
      price,
      quantity,
      title: `Project ${productId}`,
    })),
  );

/** One thing a user can do to the local cart; index picks a line (modulo the cart length). */
export type CartOperation =
  | { readonly kind: 'add'; readonly item: AddToCartItem }
  | { readonly kind: 'set'; readonly index: number; readonly quantity: number }
  | { readonly kind: 'increment'; readonly index: number }
  | { readonly kind: 'decrement'; readonly index: number }
  | { readonly kind: 'remove'; readonly index: number };

/** A random cart operation, quantities including zero, negatives, fractions and NaN. */
export const cartOperationArb: fc.Arbitrary<CartOperation> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), item: addToCartItemArb }),
  fc.record({
    kind: fc.constant('set' as const),
    index: fc.nat(),
    quantity: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double({ min: -10, max: 100 })),
  }),
  fc.record({ kind: fc.constant('increment' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('decrement' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }),
);

/** A product as the server lists it (object mother); override any field. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 3,
    title: 'Khasi Hills Community Forest',
    description: 'Community forest protection in Meghalaya.',
    imageUrl: 'https://img.example/khasi.jpg',
    plpUrl: '/Khasihill',
    price: 18.5,
    currency: 'USD',
    ...overrides,
  };
}

/** An add-to-cart item (object mother); override any field. */
export function anAddToCartItem(overrides: Partial<AddToCartItem> = {}): AddToCartItem {
  return {
    title: 'Clean Bio Energy',
    description: 'Biogas in Madhya Pradesh and Maharashtra.',
    image: 'https://img.example/biogas.jpg',
    url: '/CleanBioEnergy',
    priceDisplay: '$14 USD per tonne CO2',
    price: 14,
    currency: 'USD',
    productId: 1,
    ...overrides,
  };
}

/** A local cart line (object mother); override any field. */
export function aLocalCartItem(overrides: Partial<LocalCartItem> = {}): LocalCartItem {
  return { ...anAddToCartItem(), cartItemId: 1_700_000_000_000, quantity: 1, ...overrides };
}
