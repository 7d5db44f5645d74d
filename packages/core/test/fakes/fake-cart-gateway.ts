import type { CartItemId } from '../../src/cart/local-cart-item.js';
import type { ServerCart, ServerCartItem } from '../../src/cart/server-cart.js';
import type {
  CartGateway,
  CartLineToAdd,
  CartQuantityChange,
} from '../../src/ports/cart-gateway.port.js';
import type { GatewayResult } from '../../src/ports/gateway-error.js';
import { err, ok } from '../../src/shared/result.js';
import { GatewayScript, httpError } from './gateway-fakes.js';

/** What the fake server shows for a product id. */
export interface FakeCartProduct {
  readonly name: string;
  readonly image: string;
}

/**
 * A CartGateway backed by an in-memory server cart with our server's rules: add is idempotent
 * (a product already in the cart is left as it is), update and remove of an unknown line answer
 * 404. Every call is recorded in script.calls; script.failNext/failAlways make calls fail.
 */
export class FakeCartGateway implements CartGateway {
  readonly script = new GatewayScript<CartGateway>();
  lines: ServerCartItem[] = [];
  /** When true, GET /api/cart/{userId} answers without cartItems (null). */
  userCartAbsent = false;
  private nextCartItemId = 1;

  constructor(private readonly products: ReadonlyMap<number, FakeCartProduct> = new Map()) {}

  getCart(): GatewayResult<ServerCart> {
    return this.script.answer({ method: 'getCart', args: [] }, () =>
      ok({ cartItems: this.snapshot(), totalAmount: this.totalAmount() }),
    );
  }

  getUserCart(userId: string): GatewayResult<readonly ServerCartItem[] | null> {
    return this.script.answer({ method: 'getUserCart', args: [userId] }, () =>
      ok(this.userCartAbsent ? null : this.snapshot()),
    );
  }

  add(request: CartLineToAdd): GatewayResult<void> {
    return this.script.answer({ method: 'add', args: [request] }, () => {
      if (!this.lines.some((line) => line.productId === request.productId)) {
        const product = this.products.get(request.productId);
        this.lines.push({
          cartItemId: this.nextCartItemId++,
          productId: request.productId,
          productName: product?.name ?? `Product ${request.productId}`,
          thumbnailImageUrl: product?.image ?? '',
          pricePerItem: request.priceAtTime,
          quantity: request.quantity,
        });
      }
      return ok(undefined);
    });
  }

  update(request: CartQuantityChange): GatewayResult<void> {
    return this.script.answer({ method: 'update', args: [request] }, () => {
      const index = this.indexOf(request.cartItemId);
      const line = this.lines[index];
      if (!line) return err(httpError(404, 'Cart item not found', 'Not Found'));
      this.lines[index] = { ...line, quantity: request.quantity };
      return ok(undefined);
    });
  }

  remove(cartItemId: CartItemId): GatewayResult<void> {
    return this.script.answer({ method: 'remove', args: [cartItemId] }, () => {
      const index = this.indexOf(cartItemId);
      if (index < 0) return err(httpError(404, 'Cart item not found', 'Not Found'));
      this.lines.splice(index, 1);
      return ok(undefined);
    });
  }

  private indexOf(cartItemId: CartItemId): number {
    return this.lines.findIndex((line) => String(line.cartItemId) === String(cartItemId));
  }

  private snapshot(): ServerCartItem[] {
    return this.lines.map((line) => ({ ...line }));
  }

  private totalAmount(): number {
    const cents = this.lines.reduce(
      (sum, line) => sum + Math.round(line.pricePerItem * 100) * line.quantity,
      0,
    );
    return cents / 100;
  }
}
