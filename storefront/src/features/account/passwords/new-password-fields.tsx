import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from '../../../i18n/intl';
import { TextField } from '../../../ui/field/text-field';
import { translateValidation } from '../../session/validation-message';
import { PasswordChecklist, type PasswordChecklistTexts } from '../password-checklist';

export interface NewPasswordFieldsProps {
  readonly labels: { readonly password: string; readonly confirmPassword: string };
  /** The form's registrations of its `password` and `confirmPassword` fields. */
  readonly password: UseFormRegisterReturn<'password'>;
  readonly confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  /** The new password as typed, for the live checklist. */
  readonly typed: string;
  readonly errors: { readonly password?: string; readonly confirmPassword?: string };
}

/** A new password with the live requirements checklist, then its confirmation (reset and change password). */
export function NewPasswordFields({
  labels,
  password,
  confirmPassword,
  typed,
  errors,
}: NewPasswordFieldsProps) {
  const checklistId = useId();
  const intl = useIntl();
  const checklistTexts: PasswordChecklistTexts = {
    title: intl.formatMessage({ id: 'passwords.checklist.title' }),
    met: intl.formatMessage({ id: 'passwords.checklist.met' }),
    unmet: intl.formatMessage({ id: 'passwords.checklist.unmet' }),
    rule: (message) => translateValidation(intl, message, 'passwords.validation.'),
  };
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={checklistId}
        error={errors.password}
        {...password}
      />
      <PasswordChecklist id={checklistId} value={typed} texts={checklistTexts} />
      <TextField
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </>
  );
}
