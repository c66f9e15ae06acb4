import type { Cart } from '../../../contracts/entities/cart';
import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import { type CartViewOptions, cartView } from '../../domain/commerce/cart-view';
import type { ShopperFacts } from '../../domain/commerce/shopper';
import { gatherCartFacts } from './cart-pricing';

/** The contract Cart of a stored cart: its facts gathered from this world, the answer computed purely. */
export function viewCart(
  world: World,
  cart: CartRecord,
  shopper: ShopperFacts,
  options: CartViewOptions = {},
): Cart {
  return cartView(gatherCartFacts(world, cart, shopper), options);
}
