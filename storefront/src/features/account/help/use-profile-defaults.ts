import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useProfile } from '../../session/use-profile';

/** A signed-in shopper's name and email, filled into a care form's empty contact fields once known. */
export function useProfileDefaults<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const details = useProfile().data?.consumerDetails;
  useEffect(() => {
    if (!details) return;
    const known = { firstName: details.firstName, lastName: details.lastName, email: details.email };
    for (const [field, value] of Object.entries(known)) {
      const path = field as Path<Values>;
      if (value && !form.getValues(path)) form.setValue(path, value as PathValue<Values, Path<Values>>);
    }
  }, [details, form]);
}
