import type { EnrolmentStepId } from './enrolment-steps';

/** The props of the enrolment's dialogs (`dialogs.open('welcome', { loyalty: true })`). */
export interface EnrolmentDialogOptions {
  /** Loyalty enrolment (default) or completing the profile only. */
  readonly loyalty?: boolean;
  /** Whether the shopper was signed in when enrolment started (a guest goes through lookup first). */
  readonly startedSignedIn?: boolean;
  /** Start at this step instead of the entry rule's. */
  readonly step?: EnrolmentStepId;
}

declare module '../../../ui/dialog/dialog-ids' {
  interface DialogRegistry {
    welcome: EnrolmentDialogOptions | undefined;
    loyaltySignUp: undefined;
  }
}
