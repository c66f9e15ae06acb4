import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from '../../../../../contracts/zod';
import { useIntl } from '../../../i18n/intl';
import { passwordErrorPlace, passwordFieldText } from './password-field-text';

export interface PasswordFormOptions<Values extends FieldValues, Field extends Path<Values>> {
  readonly schema: z.ZodType<Values, Values>;
  readonly defaultValues: DefaultValues<Values>;
  /** The fields a failed call may name (password-schemas.ts). */
  readonly fields: readonly Field[];
  /** The form's call: its error, when it has no field here, is the form's notice. */
  readonly call: { readonly error: unknown };
}

/**
 * A password form's set-up (forgot, reset and change password): the schema's form, each field's text
 * (password-field-text.ts), and where a failed call shows: `showOnField` (the call's onError) puts it under
 * the field it names, focused; anything else is `notice`.
 */
export function usePasswordForm<Values extends FieldValues, Field extends Path<Values>>({
  schema,
  defaultValues,
  fields,
  call,
}: PasswordFormOptions<Values, Field>) {
  const intl = useIntl();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  const fieldText = (field: Field) =>
    passwordFieldText(intl, form.getFieldState(field, form.formState).error?.message);
  const showOnField = (error: unknown) => {
    const place = passwordErrorPlace(intl, error, fields);
    if (place.kind === 'field')
      form.setError(place.field, { type: 'server', message: place.text }, { shouldFocus: true });
  };
  const failure = call.error ? passwordErrorPlace(intl, call.error, fields) : null;
  const notice = failure?.kind === 'notice' ? failure.text : undefined;
  return { form, fieldText, showOnField, notice };
}
