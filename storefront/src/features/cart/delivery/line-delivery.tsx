import type { Cart, CartItem } from '../../../commerce/cart';

export interface LineDeliveryProps {
  readonly line: CartItem;
  readonly cart: Cart;
}

/** Placeholder: the delivery feature (features/cart/delivery) renders a line's delivery choice here. */
export function LineDelivery(_props: LineDeliveryProps) {
  return null;
}
