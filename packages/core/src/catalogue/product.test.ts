import { describe, expect, it } from 'vitest';
import { aProduct } from '../../test/arbitraries/cart.js';
import { toAddToCartItem } from './product.js';

describe('toAddToCartItem', () => {
  it('builds the spec §3 add-to-cart item from a product and its price line', () => {
    const product = aProduct({ id: 7, price: 12.5, plpUrl: null, vintage: 2022, sdgs: [7, 13] });
    expect(toAddToCartItem(product, '$12.5 USD per tonne CO2')).toEqual({
      title: product.title,
      description: product.description,
      image: product.imageUrl,
      url: null,
      priceDisplay: '$12.5 USD per tonne CO2',
      price: 12.5,
      currency: 'USD',
      productId: 7,
    });
  });
});
