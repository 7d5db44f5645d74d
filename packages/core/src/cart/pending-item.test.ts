import { describe, expect, it } from 'vitest';
import { anAddToCartItem } from '../../test/arbitraries/cart.js';
import { parsePendingItem } from './pending-item.js';

describe('parsePendingItem', () => {
  it('reads back a stored item, with or without a url', () => {
    for (const item of [anAddToCartItem(), anAddToCartItem({ url: null })]) {
      expect(parsePendingItem(JSON.stringify(item))).toEqual(item);
    }
  });

  it('fills missing text fields with empty text and a missing url with null', () => {
    expect(parsePendingItem('{"productId":4,"price":10,"title":7}')).toEqual({
      title: '',
      description: '',
      image: '',
      url: null,
      priceDisplay: '',
      price: 10,
      currency: '',
      productId: 4,
    });
  });

  it('is null for nothing, bad JSON, non-objects and items without a numeric id or price', () => {
    for (const raw of [
      null,
      '',
      '{oops',
      'null',
      '[1]',
      '"text"',
      '{"price":1}',
      '{"productId":"1","price":1}',
      '{"productId":1,"price":"14"}',
    ]) {
      expect(parsePendingItem(raw)).toBeNull();
    }
  });
});
