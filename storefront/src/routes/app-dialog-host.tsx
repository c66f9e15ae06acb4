import { type ComponentType, lazy } from 'react';
import type { AccountDialogId } from '../features/account/account-dialogs';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import { type DialogComponentRegistry, DialogHost } from '../ui/dialog/dialog-host';

/** The account area's dialogs: their ids here, their loaders in one chunk (features/account/account-dialogs.tsx). */
// biome-ignore lint/suspicious/noExplicitAny: each dialog has its own props; the host passes the stored ones
type DialogProps = any;

const ACCOUNT_DIALOG_IDS: readonly AccountDialogId[] = [
  'signUp',
  'welcome',
  'loyaltySignUp',
  'simplifiedEnrolment',
  'interests',
];

function accountDialogGroup(): DialogComponentRegistry {
  const group = () => import('../features/account/account-dialogs');
  // A lazy component may not resolve to another lazy one: each id resolves to a plain wrapper of its dialog.
  const entry = (id: AccountDialogId) =>
    lazy(async () => {
      const Dialog: ComponentType<DialogProps> = (await group()).accountDialogs[id];
      return { default: (props: DialogProps) => <Dialog {...props} /> };
    });
  return Object.fromEntries(ACCOUNT_DIALOG_IDS.map((id) => [id, entry(id)]));
}

/** Every dialog of the shop, loaded when first opened (spec 000 section 2 lists them). */
const dialogs = {
  // Features add their dialogs here: id -> lazy component, with the catalogue areas beyond the core it uses.
  signIn: lazyWithMessages(() => import('../features/session/sign-in-dialog'), ['account']),
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
  ...accountDialogGroup(),
};

export function AppDialogHost() {
  return <DialogHost registry={dialogs} />;
}
