import { describe, expect, it } from 'vitest';
import { serverCartToLocal } from './server-cart.js';

describe('serverCartToLocal', () => {
  it('renames the server fields to the local ones', () => {
    expect(
      serverCartToLocal([
        {
          cartItemId: 11,
          productName: 'Blusmart fleet',
          thumbnailImageUrl: 'https://img.example/b.jpg',
          pricePerItem: 12,
          quantity: 4,
        },
      ]),
    ).toEqual([
      {
        cartItemId: 11,
        title: 'Blusmart fleet',
        image: 'https://img.example/b.jpg',
        price: 12,
        quantity: 4,
      },
    ]);
  });

  it('carries the product id when the server sends it, and never invents one', () => {
    const [withId, withoutId] = serverCartToLocal([
      {
        cartItemId: 1,
        productId: 5,
        productName: 'A',
        thumbnailImageUrl: '',
        pricePerItem: 1,
        quantity: 1,
      },
      { cartItemId: 2, productName: 'B', thumbnailImageUrl: '', pricePerItem: 1, quantity: 1 },
    ]);
    expect(withId?.productId).toBe(5);
    expect(withoutId && 'productId' in withoutId).toBe(false);
  });
});
