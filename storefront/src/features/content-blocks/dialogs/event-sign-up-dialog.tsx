import { useState } from 'react';
import type { EventContent } from '../../../../../contracts/entities/content-blocks-dialog';
import { useSession } from '../../../commerce/commerce-context';
import { isSignedIn } from '../../../commerce/session-state';
import { useFeature } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Dialog } from '../../../ui/dialog/dialog';
import { Spinner } from '../../../ui/spinner/spinner';
import { SignUpIntro } from '../../account/sign-up/sign-up-intro';
import { SignUpView } from '../../account/sign-up/sign-up-view';
import { SignInForm } from '../../session/sign-in-form';
import { useProfile } from '../../session/use-profile';
import styles from './dialogs.module.css';
import { EventForm } from './event-form';
import { EventSteps } from './event-steps';

export interface EventSignUpDialogProps {
  readonly event: EventContent;
  readonly onClose: () => void;
}

type SignedOutView = 'signIn' | 'signUp';

/**
 * The event sign-up dialog (spec 001 sections 2 and 4): a two-step header; a signed-out shopper first signs
 * in (or creates an account, joining the loyalty programme where the site has it), with the shop's own
 * sign-in and sign-up forms; once signed in, the event form.
 */
export default function EventSignUpDialog({ event, onClose }: EventSignUpDialogProps) {
  const intl = useIntl();
  const signedIn = isSignedIn(useSession());
  const loyalty = useFeature('loyaltyFeatures');
  const [view, setView] = useState<SignedOutView>('signIn');
  const profile = useProfile();
  const t = (id: string) => intl.formatMessage({ id: `contentBlocks.dialogs.event.${id}` });
  return (
    <Dialog title={event.title} onClose={onClose} size={signedIn || view === 'signIn' ? 'md' : 'lg'}>
      <EventSteps step={signedIn ? 2 : 1} joining={view === 'signUp'} />
      {signedIn ? (
        profile.data ? (
          <EventForm event={event} profile={profile.data} onClose={onClose} />
        ) : (
          <Spinner label={t('loading')} />
        )
      ) : view === 'signIn' ? (
        <div className={styles.step}>
          <p className={styles.note}>{t('requiredNote')}</p>
          <SignInForm
            quiet
            offerLoyalty={false}
            intro={t('signInIntro')}
            onLeave={onClose}
            onCreateAccount={() => setView('signUp')}
          />
        </div>
      ) : (
        <div className={styles.step}>
          <SignUpIntro onSignIn={() => setView('signIn')} />
          <SignUpView loyalty={loyalty} onDone={() => undefined} occasion={{ skipInterests: true }} />
        </div>
      )}
    </Dialog>
  );
}
