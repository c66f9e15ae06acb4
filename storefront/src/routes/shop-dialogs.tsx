import { lazyWithMessages } from '../i18n/lazy-with-messages';
import type { DialogComponentRegistry } from '../ui/dialog/dialog-host';

/**
 * The shop's dialogs opened from a page's own controls (questions, the store picker and store changes, cart
 * delivery), each loaded when it first opens.
 * The shell registers them as one group (app-dialog-host.tsx), as it does the account's: each costs every
 * page an id, not a loader with its areas (the product page's JavaScript budget).
 */
export const shopDialogs = {
  askQuestion: lazyWithMessages(() => import('../features/reviews/ask-question-dialog'), ['reviews']),
  askQuestionSuccess: lazyWithMessages(
    () => import('../features/reviews/ask-question-success-dialog'),
    ['reviews'],
  ),
  pickupInStore: lazyWithMessages(() => import('../features/stores/store-picker-dialog'), ['stores']),
  changeStoreConfirmation: lazyWithMessages(
    () => import('../features/stores/change-store-dialog'),
    ['stores'],
  ),
  storeChanged: lazyWithMessages(() => import('../features/stores/store-changed-dialog'), ['stores']),
  cartChangeShippingMethod: lazyWithMessages(
    () => import('../features/cart/delivery/change-shipping-method-dialog'),
    ['delivery', 'stores'],
  ),
  addGiftOption: lazyWithMessages(() => import('../features/cart/delivery/gift-option-dialog'), ['delivery']),
  // The product page's size guide and back-in-stock request; their texts are content texts (home area).
  sizeGuide: lazyWithMessages(() => import('../features/product/extras/size-guide-dialog'), ['content']),
  backInStock: lazyWithMessages(() => import('../features/product/extras/back-in-stock-dialog'), ['content']),
} satisfies DialogComponentRegistry;

export type ShopDialogId = keyof typeof shopDialogs;
