import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { personName } from '../../../../../contracts/validators/generic';
import { MESSAGES } from '../../../../../contracts/validators/messages';
import { z } from '../../../../../contracts/zod';
import { useSession } from '../../../commerce/commerce-context';
import type { ConsumerProfile } from '../../../commerce/session';
import { isSignedIn } from '../../../commerce/session-state';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { Checkbox } from '../../../ui/field/checkbox';
import { TextField } from '../../../ui/field/text-field';
import { Spinner } from '../../../ui/spinner/spinner';
import { useToasts } from '../../../ui/toast/toast-store';
import { Espot } from '../../content-blocks/espot/espot';
import { useProfile } from '../../session/use-profile';
import { translateValidation } from '../../session/validation-message';
import { eachName, knownNames, NameFields, trimmedNames } from '../name-fields';
import styles from './enrolment.module.css';
import { enrolmentFactsOf } from './enrolment-facts';
import { needsCompletion } from './enrolment-steps';
import { useEnrolmentSave } from './use-enrolment';

const loyaltySignUpSchema = z.object({
  firstName: personName(),
  lastName: personName(),
  terms: z.boolean().refine((accepted) => accepted, MESSAGES.required),
});
type LoyaltySignUpValues = z.input<typeof loyaltySignUpSchema>;

/**
 * The loyalty sign-up dialog (spec 001 section 4): a signed-in consumer joins the loyalty programme with
 * the details already known prefilled; the profile is updated with a Loyalty enrollment. A guest gets
 * the sign-up dialog in its loyalty variant instead (the account is created with the enrollment).
 */
export default function LoyaltySignUpDialog({ onClose }: { readonly onClose: () => void }) {
  const intl = useIntl();
  const signedIn = isSignedIn(useSession());
  const profile = useProfile();
  const dialogs = useDialogs();
  const title = intl.formatMessage({ id: 'enrolment.loyaltySignUp.title' });
  useEffect(() => {
    if (!signedIn) dialogs.open('signUp', { loyalty: true });
  }, [signedIn, dialogs.open]);
  if (!signedIn) return null;
  return (
    <Dialog title={title} onClose={onClose} size="sm">
      {profile.data ? (
        <>
          <LoyaltySignUpForm profile={profile.data} onClose={onClose} />
          {/* The programme's benefits from the content API, under the form. */}
          <Espot slug="loyalty-modal" pageType="other" />
        </>
      ) : profile.isError ? (
        <Banner tone="error">{errorMessage(intl, profile.error)}</Banner>
      ) : (
        <Spinner label={title} />
      )}
    </Dialog>
  );
}

function LoyaltySignUpForm({ profile, onClose }: { profile: ConsumerProfile; onClose: () => void }) {
  const intl = useIntl();
  const { locale, country } = useSiteConfig();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const save = useEnrolmentSave();
  const details = profile.consumerDetails;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoyaltySignUpValues>({
    resolver: zodResolver(loyaltySignUpSchema),
    defaultValues: { ...knownNames(details), terms: false },
  });
  const t = (id: string) => intl.formatMessage({ id });
  const fieldError = (message: string | undefined) =>
    message ? translateValidation(intl, message, 'enrolment.validation.') : undefined;
  if (profile.isLoyaltyMember)
    return (
      <div className={styles.form}>
        <p className={styles.intro}>{t('enrolment.loyaltySignUp.member')}</p>
        <Button onClick={onClose}>{t('enrolment.success.close')}</Button>
      </div>
    );
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => {
        if (save.isPending) return;
        const write = {
          details: trimmedNames(values),
          loyalty: true,
          country,
        };
        save.mutate(write, {
          onSuccess: (joined) => {
            toasts.show({ title: t('enrolment.loyaltySignUp.joined'), tone: 'success' });
            // Still partially enrolled: the complete-profile steps follow (spec 000 section 5).
            if (needsCompletion(enrolmentFactsOf(true, joined), { loyalty: true }))
              dialogs.open('welcome', { loyalty: true, startedSignedIn: true });
            else onClose();
          },
        });
      })}
    >
      <p className={styles.intro}>{t('enrolment.loyaltySignUp.intro')}</p>
      {save.error ? <Banner tone="error">{errorMessage(intl, save.error)}</Banner> : null}
      <TextField label={t('enrolment.loyaltySignUp.email')} value={details.email} readOnly disabled />
      <NameFields
        className={styles.row}
        labels={{ firstName: t('enrolment.profile.firstName'), lastName: t('enrolment.profile.lastName') }}
        fields={eachName((name) => ({ error: fieldError(errors[name]?.message), ...register(name) }))}
      />
      <Checkbox
        label={t('enrolment.loyaltySignUp.terms')}
        required
        error={fieldError(errors.terms?.message)}
        {...register('terms')}
      />
      <a className={styles.link} href={`/${locale}/loyalty-terms`} target="_blank" rel="noopener">
        {t('enrolment.loyaltySignUp.termsLink')}
      </a>
      <Button type="submit" fullWidth loading={save.isPending}>
        {t('enrolment.loyaltySignUp.submit')}
      </Button>
    </form>
  );
}
