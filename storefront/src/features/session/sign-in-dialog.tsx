import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PendingOrder } from '../../commerce/sign-in-flow';
import { useFeature, useSiteConfig } from '../../config/site-config-provider';
import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/field/text-field';
import { Link } from '../../ui/link/link';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './session-forms.module.css';
import { type SignInValues, signInSchema } from './sign-in-schema';
import { useSignIn } from './use-sign-in';
import { translateValidation } from './validation-message';

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
  const { locale } = useSiteConfig();
  const signUpAllowed = useFeature('newSignUpAllowed');
  const loyaltyOffered = useFeature('loyaltyFeatures');
  // The simplified-enrolment variant asks for the email first (features/account/enrolment); it opens this
  // dialog again with the email of an existing account.
  const simplifiedOn = useFeature('simplifiedEnrolment');
  const simplified = simplifiedOn && !email && !pendingOrder;
  const dialogs = useDialogs();
  const signIn = useSignIn({ quiet });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email, password: '' },
  });
  useEffect(() => {
    if (simplified) dialogs.open('simplifiedEnrolment');
  }, [simplified, dialogs.open]);
  const t = (id: string) => intl.formatMessage({ id });
  const fieldError = (message: string | undefined) =>
    message ? translateValidation(intl, message) : undefined;

  if (simplified) return null;
  return (
    <Dialog title={t('session.signIn.title')} onClose={onClose} size="sm">
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((values) => {
          // Enter in a field submits too: one sign-in at a time (a second exchange would answer AUT409).
          if (signIn.isPending) return;
          signIn.mutate({
            email: values.email,
            password: values.password,
            ...(pendingOrder ? { pendingOrder } : {}),
          });
        })}
      >
        <p className={styles.intro}>{t('session.signIn.intro')}</p>
        {signIn.error ? (
          // Spec 001 section 8: the sign-in error notice carries the ways out, a password reset and support.
          <Banner tone="error">
            <p className={styles.banner}>{errorMessage(intl, signIn.error)}</p>
            <p className={styles.banner}>
              {t('session.signIn.errorHelp')}{' '}
              <Link className={styles.link} to={`/${locale}/forgot-password`} onClick={onClose}>
                {t('session.signIn.resetPassword')}
              </Link>
              {' · '}
              <Link className={styles.link} to={`/${locale}/help/contact-us`} onClick={onClose}>
                {t('session.signIn.contactSupport')}
              </Link>
            </p>
          </Banner>
        ) : null}
        <TextField
          label={t('session.signIn.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('session.signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <a className={styles.link} href={`/${locale}/forgot-password`} target="_blank" rel="noopener">
          {t('session.signIn.forgotPassword')}{' '}
          <VisuallyHidden>{t('session.signIn.opensInNewTab')}</VisuallyHidden>
        </a>
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('session.signIn.submit')}
        </Button>
        {offerSignUp && signUpAllowed ? (
          <p className={styles.prompt}>
            {t('session.signIn.noAccount')}{' '}
            <Button
              variant="link"
              // Signing in to add an order: the sign-up goes straight back to it, no interests detour.
              onClick={() => dialogs.open('signUp', pendingOrder ? { signInToBuy: true } : undefined)}
            >
              {t('session.signIn.createAccount')}
            </Button>
          </p>
        ) : null}
        {offerSignUp && signUpAllowed && loyaltyOffered ? (
          <Button variant="secondary" fullWidth onClick={() => dialogs.open('loyaltySignUp')}>
            {t('session.signIn.joinLoyalty')}
          </Button>
        ) : null}
      </form>
    </Dialog>
  );
}
