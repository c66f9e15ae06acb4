import { lazyWithMessages } from '../i18n/lazy-with-messages';
import { DialogHost } from '../ui/dialog/dialog-host';

/** Every dialog of the shop, loaded when first opened (spec 000 section 2 lists them). */
const dialogs = {
  // Features add their dialogs here: id -> lazy component, with the catalogue areas beyond the core it uses.
  signIn: lazyWithMessages(() => import('../features/session/sign-in-dialog'), ['account']),
  signUp: lazyWithMessages(
    () => import('../features/account/sign-up/sign-up-dialog'),
    ['signUp', 'errorTexts'],
  ),
  quickshop: lazyWithMessages(() => import('../features/catalogue/quickshop-dialog'), ['catalogue']),
  miniCart: lazyWithMessages(() => import('../features/cart/mini-cart-dialog'), ['cartPage']),
  employeeTerms: lazyWithMessages(() => import('../features/session/employee-terms-dialog'), ['account']),
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
  welcome: lazyWithMessages(() => import('../features/account/enrolment/enrolment-dialog'), ['enrolment']),
  loyaltySignUp: lazyWithMessages(
    () => import('../features/account/enrolment/loyalty-sign-up-dialog'),
    ['enrolment'],
  ),
  simplifiedEnrolment: lazyWithMessages(
    () => import('../features/account/enrolment/simplified-enrolment-dialog'),
    ['enrolment'],
  ),
  interests: lazyWithMessages(() => import('../features/account/enrolment/interests-dialog'), ['enrolment']),
};

export function AppDialogHost() {
  return <DialogHost registry={dialogs} />;
}
