import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { DialogComponentRegistry } from '../../ui/dialog/dialog-host';

/**
 * The account area's dialogs (sign-up, enrolment, loyalty), each loaded when it first opens. The shell
 * registers them as one group (routes/app-dialog-host.tsx), so each new account dialog costs every page
 * an id, not a loader with its areas (the product page's JavaScript budget).
 */
export const accountDialogs = {
  signUp: lazyWithMessages(() => import('./sign-up/sign-up-dialog'), ['signUp', 'errorTexts']),
  welcome: lazyWithMessages(() => import('./enrolment/enrolment-dialog'), ['enrolment']),
  loyaltySignUp: lazyWithMessages(() => import('./enrolment/loyalty-sign-up-dialog'), ['enrolment']),
  simplifiedEnrolment: lazyWithMessages(
    () => import('./enrolment/simplified-enrolment-dialog'),
    ['enrolment'],
  ),
  interests: lazyWithMessages(() => import('./enrolment/interests-dialog'), ['enrolment']),
} satisfies DialogComponentRegistry;

export type AccountDialogId = keyof typeof accountDialogs;
