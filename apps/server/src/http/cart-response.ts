import type { CartItemResponse } from '@netzero/contract';
import { moneyToMajor, SITE_CURRENCY } from '@netzero/core';
import type { CartView } from '../services/cart/cart.service.js';

/** The cart in the contract's shape: each line and the total in major units (dollars). */
export function toCartData(view: CartView): { cartItems: CartItemResponse[]; totalAmount: number } {
  const dollars = (cents: number) => moneyToMajor({ amountMinor: cents, currency: SITE_CURRENCY });
  return {
    cartItems: view.lines.map((line) => ({
      cartItemId: line.cartItemId,
      productId: line.productId,
      productName: line.productName,
      thumbnailImageUrl: line.thumbnailImageUrl,
      pricePerItem: dollars(line.priceCents),
      quantity: line.quantity,
    })),
    totalAmount: dollars(view.totalCents),
  };
}
