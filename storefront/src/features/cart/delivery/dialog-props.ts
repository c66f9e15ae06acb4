import type { Cart } from '../../../../../contracts/entities/cart';
import type { GiftOption } from '../../../../../contracts/entities/cart-item';
import type { ChosenStore } from '../../stores/chosen-store';
import type { StoreApply } from '../../stores/use-apply-store';
import type { StoreLines } from './delivery-model';

/** Typed props of the delivery and store dialogs (routes/app-dialog-host.tsx registers them). */
declare module '../../../ui/dialog/dialog-ids' {
  interface DialogRegistry {
    cartChangeShippingMethod: { cart: Cart; itemId: string };
    /** From the cart (apply: the line switched to a store method) or the product page (productId, sku). */
    pickupInStore: { cart?: Cart; apply?: StoreApply; productId?: string; sku?: string } | undefined;
    changeStoreConfirmation: {
      store: ChosenStore;
      cartId: string;
      moves: readonly StoreLines[];
      apply?: StoreApply | undefined;
    };
    storeChanged: { store: ChosenStore };
    addGiftOption: {
      cartId: string;
      itemId: string;
      productName: string;
      giftOption?: GiftOption | undefined;
    };
  }
}
