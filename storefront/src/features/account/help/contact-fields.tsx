import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from '../../../i18n/intl';
import { TextField } from '../../../ui/field/text-field';
import styles from './help.module.css';

interface ContactValues extends FieldValues {
  firstName: string;
  lastName: string;
  email: string;
}

/** Who writes: first and last name side by side, then the email the answer goes to. */
export function ContactFields<Values extends ContactValues>({
  form,
  fieldText,
}: {
  form: UseFormReturn<Values>;
  fieldText: (field: Path<Values>) => string | undefined;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const register = (field: 'firstName' | 'lastName' | 'email') => form.register(field as Path<Values>);
  return (
    <>
      <div className={styles.row}>
        <TextField
          label={t('accountArea.help.firstName')}
          autoComplete="given-name"
          required
          error={fieldText('firstName' as Path<Values>)}
          {...register('firstName')}
        />
        <TextField
          label={t('accountArea.help.lastName')}
          autoComplete="family-name"
          required
          error={fieldText('lastName' as Path<Values>)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('accountArea.help.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={fieldText('email' as Path<Values>)}
        {...register('email')}
      />
    </>
  );
}
