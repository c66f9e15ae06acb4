import { useState } from 'react';
import { useSession } from '../../../commerce/commerce-context';
import type { ConsumerProfile } from '../../../commerce/session';
import { isSignedIn } from '../../../commerce/session-state';
import { useFeature, useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { Spinner } from '../../../ui/spinner/spinner';
import { useProfile } from '../../session/use-profile';
import styles from './enrolment.module.css';
import type { EnrolmentDialogOptions } from './enrolment-dialog-ids';
import { enrolmentFactsOf } from './enrolment-facts';
import {
  type EnrolmentEvent,
  type EnrolmentOptions,
  type EnrolmentStepId,
  enrolmentEntry,
  nextEnrolmentStep,
} from './enrolment-steps';
import { InterestsStep } from './interests-step';
import { LookupStep } from './lookup-step';
import { MobileStep } from './mobile-step';
import { ProfileStep } from './profile-step';
import { SignInConfirmation } from './sign-in-confirmation';
import { WelcomeStep } from './welcome-step';

export type EnrolmentDialogProps = EnrolmentDialogOptions & { readonly onClose: () => void };

/**
 * The enrolment dialog (spec 000 section 2's welcome and complete-profile dialogs): renders the step the
 * machine (enrolment-steps.ts) is at. Lookup hands over to the sign-in or sign-up dialog while this one
 * is kept; when it reopens signed in, the machine takes the sign-in and goes on.
 */
export default function EnrolmentDialog({
  loyalty = true,
  startedSignedIn,
  step,
  onClose,
}: EnrolmentDialogProps) {
  const intl = useIntl();
  const { settings } = useSiteConfig();
  const signedIn = isSignedIn(useSession());
  const profile = useProfile();
  // Reopened signed in after the lookup's sign-in or sign-up: the sign-in confirmation comes first.
  const [confirmed, setConfirmed] = useState(!(signedIn && startedSignedIn === false));
  if (signedIn && profile.isPending)
    return (
      <Dialog
        title={intl.formatMessage({ id: 'enrolment.completeProfile.title' })}
        onClose={onClose}
        size="sm"
      >
        <Spinner label={intl.formatMessage({ id: 'enrolment.completeProfile.title' })} />
      </Dialog>
    );
  if (!confirmed)
    return (
      <SignInConfirmation
        profile={profile.data}
        loyalty={loyalty}
        onContinue={() => setConfirmed(true)}
        onClose={onClose}
      />
    );
  const options: EnrolmentOptions = { loyalty, collectsInterests: settings.collectsInterests };
  const facts = enrolmentFactsOf(signedIn, profile.data);
  // Reopened after the lookup's sign-in or sign-up: the machine takes the sign-in from there.
  const initial: EnrolmentStepId =
    step ??
    (signedIn && startedSignedIn === false
      ? nextEnrolmentStep('signIn', { type: 'signedIn', facts }, options)
      : enrolmentEntry(facts));
  return <EnrolmentSteps initial={initial} options={options} profile={profile.data} onClose={onClose} />;
}

interface StepsProps {
  readonly initial: EnrolmentStepId;
  readonly options: EnrolmentOptions;
  readonly profile: ConsumerProfile | undefined;
  readonly onClose: () => void;
}

const TITLES: Partial<Record<EnrolmentStepId, string>> = {
  lookup: 'enrolment.lookup.title',
  completeProfile: 'enrolment.completeProfile.title',
  welcome: 'enrolment.welcome.title',
  mobile: 'enrolment.mobile.title',
  profile: 'enrolment.profile.title',
  interests: 'enrolment.interests.title',
  success: 'enrolment.success.title',
};

function EnrolmentSteps({ initial, options, profile, onClose }: StepsProps) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const [step, setStep] = useState(initial);
  const [latest, setLatest] = useState(profile);
  const [noAccount, setNoAccount] = useState(false);
  const signUpAllowed = useFeature('newSignUpAllowed');
  const t = (id: string) => intl.formatMessage({ id });
  const send = (event: EnrolmentEvent) => setStep((current) => nextEnrolmentStep(current, event, options));
  const saved = (next: ConsumerProfile) => {
    setLatest(next);
    send({ type: 'saved', facts: enrolmentFactsOf(true, next) });
  };
  const skip = () => send({ type: 'skip' });
  const stepProps = { loyalty: options.loyalty, onSaved: saved, onSkip: skip, profile: latest };
  const title = TITLES[step];
  if (!title) return null; // sign-in, sign-up and forgot password are dialogs of their own
  return (
    <Dialog title={t(title)} onClose={onClose} size="sm">
      {step === 'lookup' ? (
        <>
          {noAccount ? <Banner tone="info">{t('enrolment.simplified.noAccount')}</Banner> : null}
          <LookupStep
            onFound={(email, consumerExists) => {
              // No sign-up to go to (not allowed, or not built yet): say so rather than a dead end.
              if (!consumerExists && !signUpAllowed) return setNoAccount(true);
              send({ type: 'lookedUp', consumerExists });
              // This dialog is kept: it reopens when the sign-in or sign-up closes.
              // The sign-in confirmation and the interests step follow here, not the sign-in's own.
              if (consumerExists) dialogs.open('signIn', { email, offerSignUp: false, quiet: true });
              else dialogs.open('signUp', { email, skipInterests: true });
            }}
          />
        </>
      ) : null}
      {step === 'welcome' ? (
        <WelcomeStep profile={latest} onContinue={(next) => (next ? saved(next) : send({ type: 'skip' }))} />
      ) : null}
      {step === 'completeProfile' ? (
        <div className={styles.form}>
          <p className={styles.intro}>{t('enrolment.completeProfile.intro')}</p>
          <Button onClick={() => send({ type: 'saved', facts: enrolmentFactsOf(true, latest) })}>
            {t('enrolment.continue')}
          </Button>
        </div>
      ) : null}
      {step === 'mobile' ? <MobileStep {...stepProps} /> : null}
      {step === 'profile' ? <ProfileStep {...stepProps} /> : null}
      {step === 'interests' ? <InterestsStep {...stepProps} /> : null}
      {step === 'success' ? (
        <div className={styles.form}>
          <p className={styles.intro}>
            {t(options.loyalty ? 'enrolment.success.loyalty' : 'enrolment.success.profile')}
          </p>
          <Button onClick={onClose}>{t('enrolment.success.close')}</Button>
        </div>
      ) : null}
    </Dialog>
  );
}
