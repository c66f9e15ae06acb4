import { useMutation } from '@tanstack/react-query';
import type { Cart } from '../../../../contracts/entities/cart';
import type { ShippingContact, ShippingMethodCode } from '../../../../contracts/entities/shipping-method';
import { useCommerce } from '../../commerce/commerce-context';
import type { StoreLines } from '../cart/delivery/delivery-model';
import { useApplyCart } from '../cart/delivery/use-delivery';
import { type ChosenStore, setChosenStore } from './chosen-store';

/** Lines to deliver at the store being chosen (a line switched to pickup or ship to store). */
export interface StoreApply {
  readonly itemIds: readonly string[];
  readonly code: ShippingMethodCode;
  readonly address?: ShippingContact | undefined;
}

export interface StoreChange {
  readonly store: ChosenStore;
  readonly cartId?: string | undefined;
  /** Pickup and ship-to-store lines at another store, which follow the shopper to the new one. */
  readonly moves: readonly StoreLines[];
  readonly apply?: StoreApply | undefined;
}

/** Makes `store` the chosen store, moving the cart's store-bound lines and applying the pending switch. */
export function useApplyStore() {
  const commerce = useCommerce();
  const applyCart = useApplyCart();
  return useMutation({
    mutationFn: async ({ store, cartId, moves, apply }: StoreChange): Promise<Cart | undefined> => {
      let cart: Cart | undefined;
      if (cartId) {
        for (const move of moves) {
          cart = await commerce.cartDelivery.setShippingMethod({
            cartId,
            itemIds: [...move.itemIds],
            code: move.code,
            storeId: store.id,
          });
        }
        if (apply) {
          cart = await commerce.cartDelivery.setShippingMethod({
            cartId,
            itemIds: [...apply.itemIds],
            code: apply.code,
            storeId: store.id,
            ...(apply.address ? { address: apply.address } : {}),
          });
        }
      }
      setChosenStore(store);
      return cart;
    },
    onSuccess: (cart) => {
      if (cart) applyCart(cart);
    },
  });
}
