import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEED } from '../../persistence/seed/catalogue.seed.js';
import type { CartLineRecord, CartRepository } from '../ports/cart.repository.port.js';
import { CartService } from './cart.service.js';

type Line = { id: number; userId: number; productId: number; quantity: number; priceCents: number };

/** An in-memory cart store with the port's semantics (one line per user and product). */
class FakeCarts implements CartRepository {
  lines: Line[] = [];
  #nextId = 1;
  async listForUser(userId: number): Promise<CartLineRecord[]> {
    return this.lines
      .filter((line) => line.userId === userId)
      .map((line) => {
        const product = CATALOGUE_SEED.find((p) => p.id === line.productId);
        return {
          cartItemId: line.id,
          productId: line.productId,
          productName: product?.title ?? '',
          thumbnailImageUrl: product?.imageUrl ?? '',
          priceCents: product?.priceCents ?? 0,
          quantity: line.quantity,
        };
      });
  }
  async addOrKeepLarger(add: Omit<Line, 'id' | 'priceCents'>) {
    const product = CATALOGUE_SEED.find((p) => p.id === add.productId);
    if (!product) return false;
    const line = this.lines.find((l) => l.userId === add.userId && l.productId === add.productId);
    if (line) line.quantity = Math.max(line.quantity, add.quantity);
    else this.lines.push({ id: this.#nextId++, ...add, priceCents: product.priceCents });
    return true;
  }
  async updateQuantity(userId: number, id: number, quantity: number) {
    const line = this.lines.find((l) => l.id === id && l.userId === userId);
    if (line) line.quantity = quantity;
    return line !== undefined;
  }
  async remove(userId: number, id: number) {
    const before = this.lines.length;
    this.lines = this.lines.filter((l) => !(l.id === id && l.userId === userId));
    return this.lines.length < before;
  }
  async clear(userId: number) {
    this.lines = this.lines.filter((l) => l.userId !== userId);
  }
}

function setup() {
  const carts = new FakeCarts();
  return { carts, service: new CartService({ carts }) };
}

describe('CartService', () => {
  it('starts empty, with a total of 0', async () => {
    expect(await setup().service.getCart(1)).toEqual({ lines: [], totalCents: 0 });
  });

  it("stores the catalogue's price, never the client's priceAtTime", async () => {
    const { carts, service } = setup();
    await service.add(1, { productId: 1, quantity: 2, priceAtTime: 0.01 });
    expect(carts.lines[0]?.priceCents).toBe(1400);
  });

  it('totals in whole cents: 3 × $14.00 + 2 × $12.50 = $67.00', async () => {
    const { service } = setup();
    await service.add(1, { productId: 1, quantity: 3 });
    const result = await service.add(1, { productId: 6, quantity: 2 });
    expect(result.ok && result.value).toEqual({
      lines: [
        expect.objectContaining({ productId: 1, priceCents: 1400, quantity: 3 }),
        expect.objectContaining({ productId: 6, priceCents: 1250, quantity: 2 }),
      ],
      totalCents: 6700,
    });
  });

  it('refuses an unknown product with PRODUCTS.NOT_FOUND and stores nothing', async () => {
    const { carts, service } = setup();
    expect(await service.add(1, { productId: 42, quantity: 1 })).toEqual({
      ok: false,
      error: 'PRODUCTS.NOT_FOUND',
    });
    expect(carts.lines).toEqual([]);
  });

  it("updates and removes only the user's own lines (CART.ITEM_NOT_FOUND otherwise)", async () => {
    const { carts, service } = setup();
    await service.add(2, { productId: 3, quantity: 1 });
    const id = carts.lines[0]?.id ?? 0;
    expect(await service.update(1, { cartItemId: id, quantity: 5 })).toEqual({
      ok: false,
      error: 'CART.ITEM_NOT_FOUND',
    });
    expect(await service.remove(1, id)).toEqual({ ok: false, error: 'CART.ITEM_NOT_FOUND' });
    expect(carts.lines).toEqual([expect.objectContaining({ userId: 2, quantity: 1 })]);

    const updated = await service.update(2, { cartItemId: id, quantity: 5 });
    expect(updated.ok && updated.value.totalCents).toBe(5000);
    const removed = await service.remove(2, id);
    expect(removed.ok && removed.value).toEqual({ lines: [], totalCents: 0 });
  });
});
