import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from '../../../../../contracts/zod';
import { helpCommerceOf } from '../../../commerce/account/help';
import { useCommerce } from '../../../commerce/commerce-context';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { translateValidation } from '../../session/validation-message';
import { passwordErrorPlace } from '../passwords/password-field-text';

/** The care organisation of this site (`<brand>-<country>`, e.g. summitpeak-us). */
export function useHelpCommerce() {
  const { brand, country } = useSiteConfig();
  return helpCommerceOf(useCommerce(), `${brand}-${country}`.toLowerCase());
}

/**
 * A care form (contact us, warranty): the schema's form, each field's translated text, the call, and where
 * a refused call shows: under the field the catalogue's handling names (AUT453 the email), else the notice.
 */
export function useCareForm<Values extends FieldValues, Answer>(options: {
  readonly schema: z.ZodType<Values, Values>;
  readonly defaultValues: DefaultValues<Values>;
  readonly fields: readonly Path<Values>[];
  readonly send: (values: Values) => Promise<Answer>;
}) {
  const intl = useIntl();
  const form = useForm<Values>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  });
  const call = useMutation({ mutationFn: options.send });
  const fieldText = (field: Path<Values>) => {
    const message = form.getFieldState(field, form.formState).error?.message;
    return message ? translateValidation(intl, message, 'accountArea.help.validation.') : undefined;
  };
  const failure = call.error ? passwordErrorPlace(intl, call.error, options.fields) : null;
  const submit = form.handleSubmit((values) => {
    if (call.isPending) return;
    call.mutate(values, {
      onError: (error) => {
        const place = passwordErrorPlace(intl, error, options.fields);
        if (place.kind === 'field')
          form.setError(place.field, { type: 'server', message: place.text }, { shouldFocus: true });
      },
    });
  });
  return { form, fieldText, call, submit, notice: failure?.kind === 'notice' ? failure.text : undefined };
}
