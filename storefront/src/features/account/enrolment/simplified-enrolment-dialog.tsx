import { useState } from 'react';
import { useFeature } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Dialog } from '../../../ui/dialog/dialog';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { LookupStep } from './lookup-step';

/**
 * The simplified-enrolment variant of the sign-in dialog (spec 000 section 2, its flag on): the email
 * first, then lookupConsumer decides: the sign-in dialog prefilled for an existing account, the sign-up
 * dialog for a new one (where new sign-ups are allowed).
 */
export default function SimplifiedEnrolmentDialog({ onClose }: { readonly onClose: () => void }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const signUpAllowed = useFeature('newSignUpAllowed');
  const [noAccount, setNoAccount] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog title={t('enrolment.simplified.title')} onClose={onClose} size="sm">
      {noAccount ? <Banner tone="info">{t('enrolment.simplified.noAccount')}</Banner> : null}
      <LookupStep
        onFound={(email, consumerExists) => {
          if (consumerExists) dialogs.open('signIn', { email, offerSignUp: false });
          else if (signUpAllowed) dialogs.open('signUp', { email });
          else setNoAccount(true);
        }}
      />
    </Dialog>
  );
}
