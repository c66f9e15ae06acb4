import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { PendingOrder } from '../../commerce/sign-in-flow';
import { useFeature, useSiteConfig } from '../../config/site-config-provider';
import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/field/text-field';
import { Link } from '../../ui/link/link';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './session-forms.module.css';
import { type SignInValues, signInSchema } from './sign-in-schema';
import { useSignIn } from './use-sign-in';
import { translateValidation } from './validation-message';

export interface SignInFormProps {
  /** A guest order to attach to the account on sign-in (the shopper then lands on /account). */
  readonly pendingOrder?: PendingOrder | undefined;
  /** Offer the create-account prompt (shown only when the site allows new sign-ups). Default true. */
  readonly offerSignUp?: boolean;
  /** Prefills the email. */
  readonly email?: string;
  /** No "you are signed in" toast: the opener confirms the sign-in itself. */
  readonly quiet?: boolean;
  /** The shopper follows a link away (reset password, contact support): the opener closes. */
  readonly onLeave: () => void;
  /** What the create-account prompt opens: by default the sign-up dialog; a host may show its own view. */
  readonly onCreateAccount?: () => void;
  /** Offer the separate join-loyalty button (the dialog variant, spec 001 section 2). Default true. */
  readonly offerLoyalty?: boolean;
  /** The line above the fields, when the host signs in for something else (an event); else the account's. */
  readonly intro?: string;
}

/**
 * The sign-in form (spec 001 section 2 "Sign-in form"): email and password with the contracts' rules, the
 * forgot-password link, the error notice with its ways out, and the create-account prompt. The sign-in
 * dialog and the event sign-up dialog both show it.
 */
export function SignInForm({
  pendingOrder,
  offerSignUp = true,
  email = '',
  quiet = false,
  onLeave,
  onCreateAccount,
  offerLoyalty = true,
  intro,
}: SignInFormProps) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const signUpAllowed = useFeature('newSignUpAllowed');
  const loyaltyOffered = useFeature('loyaltyFeatures');
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
  const t = (id: string) => intl.formatMessage({ id });
  const fieldError = (message: string | undefined) =>
    message ? translateValidation(intl, message) : undefined;

  return (
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
      <p className={styles.intro}>{intro ?? t('session.signIn.intro')}</p>
      {signIn.error ? (
        // Spec 001 section 8: the sign-in error notice carries the ways out, a password reset and support.
        <Banner tone="error">
          <p className={styles.banner}>{errorMessage(intl, signIn.error)}</p>
          <p className={styles.banner}>
            {t('session.signIn.errorHelp')}{' '}
            <Link className={styles.link} to={`/${locale}/forgot-password`} onClick={onLeave}>
              {t('session.signIn.resetPassword')}
            </Link>
            {' · '}
            <Link className={styles.link} to={`/${locale}/help/contact-us`} onClick={onLeave}>
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
            onClick={
              onCreateAccount ??
              (() => dialogs.open('signUp', pendingOrder ? { signInToBuy: true } : undefined))
            }
          >
            {t('session.signIn.createAccount')}
          </Button>
        </p>
      ) : null}
      {offerSignUp && offerLoyalty && signUpAllowed && loyaltyOffered ? (
        <Button variant="secondary" fullWidth onClick={() => dialogs.open('loyaltySignUp')}>
          {t('session.signIn.joinLoyalty')}
        </Button>
      ) : null}
    </form>
  );
}
