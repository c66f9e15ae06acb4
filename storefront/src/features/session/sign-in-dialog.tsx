import { useEffect } from 'react';
import type { PendingOrder } from '../../commerce/sign-in-flow';
import { useFeature } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { Dialog } from '../../ui/dialog/dialog';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { SignInForm } from './sign-in-form';

export interface SignInDialogProps {
  /** A guest order to attach to the account on sign-in (the shopper then lands on /account). */
  readonly pendingOrder?: PendingOrder;
  /** Offer the create-account prompt (shown only when the site allows new sign-ups). Default true. */
  readonly offerSignUp?: boolean;
  /** Prefills the email (the enrolment's lookup found its account). */
  readonly email?: string;
  /** No "you are signed in" toast: the opener confirms the sign-in itself (the enrolment). */
  readonly quiet?: boolean;
  readonly onClose: () => void;
}

/** The sign-in dialog (spec 001 section 2 "Sign-in form"); its module, and Zod with it, load on first open. */
export default function SignInDialog({
  pendingOrder,
  offerSignUp = true,
  email = '',
  quiet = false,
  onClose,
}: SignInDialogProps) {
  const intl = useIntl();
  // The simplified-enrolment variant asks for the email first (features/account/enrolment); it opens this
  // dialog again with the email of an existing account.
  const simplifiedOn = useFeature('simplifiedEnrolment');
  const simplified = simplifiedOn && !email && !pendingOrder;
  const dialogs = useDialogs();
  useEffect(() => {
    if (simplified) dialogs.open('simplifiedEnrolment');
  }, [simplified, dialogs.open]);

  if (simplified) return null;
  return (
    <Dialog title={intl.formatMessage({ id: 'session.signIn.title' })} onClose={onClose} size="sm">
      <SignInForm
        pendingOrder={pendingOrder}
        offerSignUp={offerSignUp}
        email={email}
        quiet={quiet}
        onLeave={onClose}
      />
    </Dialog>
  );
}
