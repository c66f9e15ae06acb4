import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { TextField } from '../../../ui/field/text-field';
import { useToasts } from '../../../ui/toast/toast-store';
import { NewPasswordFields } from './new-password-fields';
import { passwordErrorPlace, passwordFieldText } from './password-field-text';
import { CHANGE_PASSWORD_FIELDS, type ChangePasswordValues, changePasswordSchema } from './password-schemas';
import styles from './passwords.module.css';
import { useChangePassword } from './use-password-calls';

/**
 * Change password for the signed-in shopper (the account page's Password section): the current password,
 * the new one with the live checklist, twice. Each error on its field (AUT450 the current password,
 * AUT451/AUT452/FE872 and a missing checklist part the new one, FE340 the confirmation); others in a notice.
 * Loaded with its texts on first open.
 */
export default function ChangePasswordDialog({ onClose }: { readonly onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const t = (id: string) => intl.formatMessage({ id });
  const fieldText = (field: (typeof CHANGE_PASSWORD_FIELDS)[number]) =>
    passwordFieldText(intl, errors[field]?.message);

  const submit = handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(
      {
        currentPassword: values.currentPassword,
        newPassword: values.password,
        confirmNewPassword: values.confirmPassword,
      },
      {
        onSuccess: () => {
          toasts.show({ title: t('passwords.change.done'), tone: 'success' });
          onClose();
        },
        onError: (error) => {
          const place = passwordErrorPlace(intl, error, CHANGE_PASSWORD_FIELDS);
          if (place.kind === 'field')
            setError(place.field, { type: 'server', message: place.text }, { shouldFocus: true });
        },
      },
    );
  });
  const failure = change.error ? passwordErrorPlace(intl, change.error, CHANGE_PASSWORD_FIELDS) : null;

  return (
    <Dialog title={t('passwords.change.title')} onClose={onClose} size="sm">
      <form className={styles.form} noValidate onSubmit={submit}>
        {failure?.kind === 'notice' ? <Banner tone="error">{failure.text}</Banner> : null}
        <TextField
          label={t('passwords.change.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldText('currentPassword')}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          labels={{
            password: t('passwords.change.password'),
            confirmPassword: t('passwords.change.confirmPassword'),
          }}
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          typed={watch('password')}
          errors={{ password: fieldText('password'), confirmPassword: fieldText('confirmPassword') }}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={change.isPending}>
            {t('passwords.change.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('passwords.change.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
