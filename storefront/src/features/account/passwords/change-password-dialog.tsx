import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { TextField } from '../../../ui/field/text-field';
import { useToasts } from '../../../ui/toast/toast-store';
import { NewPasswordFields } from './new-password-fields';
import { CHANGE_PASSWORD_FIELDS, changePasswordSchema } from './password-schemas';
import styles from './passwords.module.css';
import { useChangePassword } from './use-password-calls';
import { usePasswordForm } from './use-password-form';

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
  const { form, fieldText, showOnField, notice } = usePasswordForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    fields: CHANGE_PASSWORD_FIELDS,
    call: change,
  });
  const { register, handleSubmit, watch } = form;
  const t = (id: string) => intl.formatMessage({ id });

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
        onError: showOnField,
      },
    );
  });

  return (
    <Dialog title={t('passwords.change.title')} onClose={onClose} size="sm">
      <form className={styles.form} noValidate onSubmit={submit}>
        {notice ? <Banner tone="error">{notice}</Banner> : null}
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
