import type { AreaHandlers } from '../core/handler-types';
import { cartItemHandlers } from './cart-items';
import { cartSavedHandlers } from './cart-saved';
import { cartShippingHandlers } from './cart-shipping';

/** Every operation of contracts/operations/cart.ts. */
export const cartHandlers = {
  ...cartItemHandlers,
  ...cartShippingHandlers,
  ...cartSavedHandlers,
} satisfies AreaHandlers;
