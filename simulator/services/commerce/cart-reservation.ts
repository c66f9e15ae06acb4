import type { World } from '../../core/world';
import { COMMERCE_LIMITS } from '../../db/commerce-config';
import type { CartRecord } from '../../db/commerce-records';
import type { Session } from '../../domain/auth/session';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { adjustHomeStock } from '../catalogue/inventory';
import { newCart } from './cart-factory';
import { type AddItem, addItem } from './cart-items-service';
import { openCart } from './cart-operations';

const RESERVE_ERRORS: Readonly<Record<string, 'INV405' | 'INV407'>> = {
  INV700: 'INV407',
  INV406: 'INV407',
  INV701: 'INV407',
  ITEM_NOT_AVAILABLE: 'INV405',
  ORD404: 'INV405',
  NO_PRICE: 'INV405',
};

/**
 * reserveWithItem: a new cart with one line whose home stock is held for COMMERCE_LIMITS.reservationMinutes
 * (a pickup or digital line holds nothing). Writes the stock, the cart and the session's link to it.
 */
export async function reserveCartWithItem(
  world: World,
  session: Session,
  locale: string,
  item: AddItem,
): Promise<CartRecord | Failure> {
  const added = addItem(world, newCart(world, session, { locale }), item);
  if (isFailure(added)) return failure(RESERVE_ERRORS[added.errorId] ?? added.errorId, added.message);
  const line = added.cart.lines[0];
  if (!line || line.qty < item.qty) {
    return failure('INV409', `Only ${line?.qty ?? 0} can be reserved; ${item.qty} were asked for.`);
  }
  const holds = line.delivery.code !== 'pickup' && !line.isDigital;
  if (holds) await adjustHomeStock(world, line.sku, -line.qty);
  const until = new Date(world.clock.now().getTime() + COMMERCE_LIMITS.reservationMinutes * 60_000);
  const cart: CartRecord = {
    ...added.cart,
    flash: [],
    lines: added.cart.lines.map((l) => ({ ...l, reservedQty: holds ? l.qty : 0 })),
    reservedUntil: until.toISOString(),
  };
  await openCart(world, session, cart);
  return cart;
}
