import type { PendingOrder } from '../../commerce/sign-in-flow';

/** The props the session's dialogs take when opened (`dialogs.open('signIn', { pendingOrder })`). */
declare module '../../ui/dialog/dialog-ids' {
  interface DialogRegistry {
    signIn:
      | {
          readonly pendingOrder?: PendingOrder;
          readonly offerSignUp?: boolean;
          /** Prefills the email (the enrolment's lookup found its account). */
          readonly email?: string;
          /** No "you are signed in" toast: the opener confirms the sign-in itself (the enrolment). */
          readonly quiet?: boolean;
        }
      | undefined;
  }
}
