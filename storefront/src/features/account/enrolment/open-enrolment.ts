import type { DialogStore } from '../../../ui/dialog/dialog-store';
import './enrolment-dialog-ids';

/**
 * Starts enrolment (the loyalty page's join, the account page): the enrolment dialog, kept, so that it
 * reopens after the lookup's sign-in or sign-up dialog closes. Tiny on purpose: the dialog's code loads
 * only when it opens.
 */
export function openEnrolment(
  dialogs: Pick<DialogStore, 'open'>,
  { signedIn, loyalty = true }: { signedIn: boolean; loyalty?: boolean },
): void {
  dialogs.open('welcome', { loyalty, startedSignedIn: signedIn }, { keep: true });
}
