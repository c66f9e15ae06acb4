/**
 * Dialog ids (spec 000 section 2's list). A feature that needs typed props for its dialog augments
 * DialogRegistry:
 *
 *   declare module '../../ui/dialog/dialog-ids' {
 *     interface DialogRegistry { quickshop: { productId: string } }
 *   }
 *
 * An id not in the registry still works with loosely typed props; a new id is added by augmenting too.
 */
export const SPEC_DIALOG_IDS = [
  'addGiftOption',
  'askQuestion',
  'askQuestionSuccess',
  'cartChangeShippingMethod',
  'changeStoreConfirmation',
  'employeeTerms',
  'forgotPassword',
  'interests',
  'bnplProvider',
  'locationConfirmation',
  'loyaltySignUp',
  'miniCart',
  'pickupInStore',
  'quickshop',
  'reviewUgc',
  'signIn',
  'simplifiedEnrolment',
  'signInConfirmation',
  'signUp',
  'storeChanged',
  'threeDsChallenge',
  'welcome',
  'menu',
] as const;
export type SpecDialogId = (typeof SPEC_DIALOG_IDS)[number];

// biome-ignore lint/suspicious/noEmptyInterface: features augment it with `id: props` entries
export interface DialogRegistry {}

export type DialogId = SpecDialogId | Extract<keyof DialogRegistry, string>;

/** The props a dialog id takes: the registry's type, else any plain object. */
export type DialogPropsOf<Id extends DialogId> = Id extends keyof DialogRegistry
  ? DialogRegistry[Id]
  : Record<string, unknown> | undefined;
