import { type FormEvent, useState } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import { Button } from '../../../ui/button/Button';
import { TextField } from '../../../ui/field/TextField';

/**
 * PLACEHOLDER on the payment branch only, so the billing step compiles: the shipping work owns the real
 * address form (per-country rules, phone mask, saved addresses) and replaces this file at merge.
 */
export interface AddressFormProps {
  readonly form: 'shipping' | 'billing';
  readonly defaultValues?: Partial<Address>;
  readonly savedAddresses?: readonly Address[];
  readonly submitLabel: string;
  readonly onSubmit: (address: Address) => void | Promise<void>;
  readonly busy?: boolean;
  readonly idPrefix?: string;
}

const FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'city',
  'province',
  'postalCode',
  'country',
  'phone',
  'email',
] as const;

export function AddressForm({
  form,
  defaultValues,
  submitLabel,
  onSubmit,
  busy,
  idPrefix,
}: AddressFormProps) {
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(FIELDS.map((f) => [f, String(defaultValues?.[f] ?? '')])),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit({ ...(values as unknown as Address), countryCode: values.country || undefined });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={form}>
      {FIELDS.map((f) => (
        <TextField
          key={f}
          id={`${idPrefix ?? form}-${f}`}
          label={f}
          value={values[f] ?? ''}
          onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
        />
      ))}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
