import type { SignUpOccasion } from './interests-after-sign-up';

/** The props the sign-up dialog takes when opened (`dialogs.open('signUp', { loyalty: true })`). */
declare module '../../../ui/dialog/dialog-ids' {
  interface DialogRegistry {
    signUp: ({ readonly loyalty?: boolean; readonly email?: string } & SignUpOccasion) | undefined;
  }
}
