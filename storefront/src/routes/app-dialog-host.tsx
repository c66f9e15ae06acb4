import { lazy } from 'react';
import { DialogHost } from '../ui/dialog/DialogHost';

/** Every dialog of the shop, loaded when first opened (spec 000 section 2 lists them). */
const dialogs = {
  // Features add their dialogs here: id -> lazy component.
  signIn: lazy(() => import('../features/session/sign-in-dialog')),
  quickshop: lazy(() => import('../features/catalogue/quickshop-dialog')),
  miniCart: lazy(() => import('../features/cart/mini-cart-dialog')),
  signInConfirmation: lazy(() => import('../features/session/sign-in-confirmation-dialog')),
  employeeTerms: lazy(() => import('../features/session/employee-terms-dialog')),
  askQuestion: lazy(() => import('../features/reviews/ask-question-dialog')),
  askQuestionSuccess: lazy(() => import('../features/reviews/ask-question-success-dialog')),
  pickupInStore: lazy(() => import('../features/stores/store-picker-dialog')),
  changeStoreConfirmation: lazy(() => import('../features/stores/change-store-dialog')),
  storeChanged: lazy(() => import('../features/stores/store-changed-dialog')),
  cartChangeShippingMethod: lazy(() => import('../features/cart/delivery/change-shipping-method-dialog')),
  addGiftOption: lazy(() => import('../features/cart/delivery/gift-option-dialog')),
};

export function AppDialogHost() {
  return <DialogHost registry={dialogs} />;
}
