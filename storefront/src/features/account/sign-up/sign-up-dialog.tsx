import { useIntl } from '../../../i18n/intl';
import { Dialog } from '../../../ui/dialog/dialog';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { Espot } from '../../content-blocks/espot/espot';
import './sign-up-dialogs';
import type { SignUpOccasion } from './interests-after-sign-up';
import { SignUpIntro } from './sign-up-intro';
import { SignUpView } from './sign-up-view';

export interface SignUpDialogProps extends SignUpOccasion {
  /** The loyalty sign-up (its header, its terms required). */
  readonly loyalty?: boolean;
  /** An email to start with (the order confirmation's guest email); not locked. */
  readonly email?: string;
  readonly onClose: () => void;
}

/** The sign-up dialog (spec 000 section 2's "sign up"); its module, the form and Zod load on first open. */
export default function SignUpDialog({ loyalty = false, email, onClose, ...occasion }: SignUpDialogProps) {
  const intl = useIntl();
  const dialogs = useDialogs();
  return (
    <Dialog
      title={intl.formatMessage({ id: loyalty ? 'signUp.loyaltyTitle' : 'signUp.title' })}
      onClose={onClose}
      size="lg"
    >
      <SignUpIntro onSignIn={() => dialogs.open('signIn')} />
      <SignUpView loyalty={loyalty} email={email} onDone={onClose} occasion={occasion} />
      <Espot slug="sign-up-modal" pageType="other" />
    </Dialog>
  );
}
