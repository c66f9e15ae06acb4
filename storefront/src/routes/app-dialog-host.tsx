import { type ComponentType, lazy } from 'react';
import type { AccountDialogId } from '../features/account/account-dialogs';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import { type DialogComponentRegistry, DialogHost } from '../ui/dialog/dialog-host';
import type { ShopDialogId } from './shop-dialogs';

// biome-ignore lint/suspicious/noExplicitAny: each dialog has its own props; the host passes the stored ones
type DialogProps = any;

/**
 * A group of dialogs whose loaders live in one lazily loaded module: the shell holds only their ids. A lazy
 * component may not resolve to another lazy one, so each id resolves to a plain wrapper of its dialog.
 */
function dialogGroup<Id extends string>(
  load: () => Promise<Record<Id, ComponentType<DialogProps>>>,
  ids: readonly Id[],
): DialogComponentRegistry {
  const entry = (id: Id) =>
    lazy(async () => {
      const Dialog = (await load())[id];
      return { default: (props: DialogProps) => <Dialog {...props} /> };
    });
  return Object.fromEntries(ids.map((id) => [id, entry(id)]));
}

const ACCOUNT_DIALOG_IDS: readonly AccountDialogId[] = [
  'signUp',
  'welcome',
  'loyaltySignUp',
  'simplifiedEnrolment',
  'interests',
];

const SHOP_DIALOG_IDS: readonly ShopDialogId[] = [
  'askQuestion',
  'askQuestionSuccess',
  'pickupInStore',
  'changeStoreConfirmation',
  'storeChanged',
  'cartChangeShippingMethod',
  'addGiftOption',
  'sizeGuide',
  'backInStock',
];

/** Every dialog of the shop, loaded when first opened (spec 000 section 2 lists them). */
const dialogs = {
  // Features add their dialogs here: id -> lazy component, with the catalogue areas beyond the core it uses.
  signIn: lazyWithMessages(() => import('../features/session/sign-in-dialog'), ['account']),
  quickshop: lazyWithMessages(() => import('../features/catalogue/quickshop-dialog'), ['catalogue']),
  miniCart: lazyWithMessages(() => import('../features/cart/mini-cart-dialog'), ['cartPage']),
  employeeTerms: lazyWithMessages(() => import('../features/session/employee-terms-dialog'), ['account']),
  consentPreferences: lazyWithMessages(() => import('../consent/consent-preferences-dialog'), ['consent']),
  ...dialogGroup(
    async () => (await import('../features/account/account-dialogs')).accountDialogs,
    ACCOUNT_DIALOG_IDS,
  ),
  ...dialogGroup(async () => (await import('./shop-dialogs')).shopDialogs, SHOP_DIALOG_IDS),
};

export function AppDialogHost() {
  return <DialogHost registry={dialogs} />;
}
