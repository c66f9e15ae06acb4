import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { translateValidation } from '../../session/validation-message';
import styles from './enrolment.module.css';
import { FIELD_ERROR_IDS } from './enrolment-facts';
import { type LookupValues, lookupSchema } from './enrolment-schemas';
import { isFieldError } from './step-error';
import { useConsumerLookup } from './use-enrolment';

const onEmailField = (error: unknown) => isFieldError(error, FIELD_ERROR_IDS.email);

/** The lookup step: the email, then lookupConsumer decides between sign-in and sign-up. */
export function LookupStep({ onFound }: { onFound: (email: string, consumerExists: boolean) => void }) {
  const intl = useIntl();
  const lookup = useConsumerLookup();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LookupValues>({ resolver: zodResolver(lookupSchema), defaultValues: { email: '' } });
  const t = (id: string) => intl.formatMessage({ id });
  const apiError = lookup.error;
  const emailError = errors.email?.message
    ? translateValidation(intl, errors.email.message, 'enrolment.validation.')
    : onEmailField(apiError)
      ? errorMessage(intl, apiError)
      : undefined;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(({ email }) => {
        if (lookup.isPending) return;
        lookup.mutate(email, { onSuccess: (found) => onFound(email, found.consumerExists) });
      })}
    >
      <p className={styles.intro}>{t('enrolment.lookup.intro')}</p>
      {apiError && !onEmailField(apiError) ? (
        <Banner tone="error">{errorMessage(intl, apiError)}</Banner>
      ) : null}
      <TextField
        label={t('enrolment.lookup.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={emailError}
        {...register('email')}
      />
      <Button type="submit" fullWidth loading={lookup.isPending}>
        {t('enrolment.lookup.submit')}
      </Button>
    </form>
  );
}
