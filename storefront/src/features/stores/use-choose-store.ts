import { useDialogs } from '../../ui/dialog/dialog-store';
import { linesToMove } from '../cart/delivery/delivery-model';
import { useCurrentCart } from '../cart/delivery/use-delivery';
import { type ChosenStore, useChosenStore } from './chosen-store';
import { useApplyStore } from './use-apply-store';

/**
 * "Choose as my store" outside a cart flow (the store locator): the store becomes the shopper's; when the
 * cart holds pickup or ship-to-store lines at another store, the change-store dialog asks first, as the
 * picker does, since those lines move with it.
 */
export function useChooseStore() {
  const chosen = useChosenStore();
  const { open } = useDialogs();
  const cart = useCurrentCart(undefined).data ?? undefined;
  const applyStore = useApplyStore();
  const choose = (store: ChosenStore) => {
    const moves = cart ? linesToMove(cart, store.id) : [];
    if (cart && chosen && chosen.id !== store.id && moves.length > 0) {
      open('changeStoreConfirmation', { store, cartId: cart.id, moves, apply: undefined });
      return;
    }
    applyStore.mutate({ store, cartId: cart?.id, moves: [] });
  };
  return { choose, chosen, applyStore };
}
