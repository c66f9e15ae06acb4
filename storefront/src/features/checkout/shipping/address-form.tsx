import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { Address } from '../../../../../contracts/entities/address';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { addressLines } from '../address-lines';
import styles from './address-form.module.css';
import { addressErrorText, countryOptions, phoneCodeOptions } from './address-messages';
import {
  type AddressFormField,
  type AddressFormValues,
  addressRulesFor,
  buildAddressSchema,
  defaultPhoneCode,
  formatPhoneInput,
  formValuesOf,
  phoneMaskOf,
  withRequiredEmail,
} from './address-schema';
import {
  type AddressRulesSource,
  useServerAddressRules,
  useServerRuleOverrides,
} from './use-server-address-rules';

export type { AddressFormValues } from './address-schema';

/** Errors the server answered for fields (SHP410 on the phone, SHP500 on the street), already translated. */
export type AddressFieldErrors = Partial<Record<AddressFormField, string>>;

export interface AddressFormProps {
  readonly form: 'shipping' | 'billing';
  /** Asks the server for the country's address rules, applied over the contracts' defaults. */
  readonly checkout: AddressRulesSource;
  readonly defaultValues?: Partial<AddressFormValues>;
  /** A registered shopper's address book: picking one fills the form; the main one is preselected. */
  readonly savedAddresses?: readonly Address[];
  readonly submitLabel: string;
  /** Valid values (`addressOf(values)` is the API's address); may answer field errors to show. */
  readonly onSubmit: (
    address: AddressFormValues,
    // biome-ignore lint/suspicious/noConfusingVoidType: a handler that answers nothing (Promise<void>) fits too.
  ) => Promise<AddressFieldErrors | undefined | void> | AddressFieldErrors | undefined | void;
  readonly busy?: boolean;
  /** Keeps ids unique when two forms share a page (shipping and billing). */
  readonly idPrefix?: string;
  /** The email is the shopper's only contact (a guest): required, whatever the country's rules say. */
  readonly contactEmail?: boolean;
  /** The country select's options (the account's address book: getCountryList); else the region's countries. */
  readonly countries?: readonly { readonly value: string; readonly label: string }[];
}

const NEW_ADDRESS = 'new';
const savedKey = (address: Address, index: number) => address.id ?? address.addressId ?? `saved-${index}`;

/**
 * The address form of shipping and billing (spec 000 section 5): the country's and locale's rules from
 * the contracts (address-schema.ts), the province list as a select, the phone masked for its dial code,
 * and a registered shopper's saved addresses. Errors show under their fields, linked by aria-describedby.
 */
export function AddressForm({
  form,
  checkout,
  defaultValues,
  savedAddresses = [],
  submitLabel,
  onSubmit,
  busy = false,
  idPrefix,
  contactEmail = false,
  countries,
}: AddressFormProps) {
  const intl = useIntl();
  const site = useSiteConfig();
  const generated = useId();
  const prefix = idPrefix ?? `${form}${generated}`;
  // Given values (the cart's address) win over the address book's main address.
  const mainSaved = defaultValues ? undefined : (savedAddresses.find((a) => a.main) ?? savedAddresses[0]);
  // The form's own state takes over after the first render.
  const [initial] = useState(() =>
    defaultValues
      ? { ...formValuesOf(undefined, defaultValues.country ?? site.country), ...defaultValues }
      : formValuesOf(mainSaved, site.country),
  );

  const serverOverrides = useServerRuleOverrides(form);
  const rulesOf = useCallback(
    (country: string) => {
      const code = country || site.country;
      const rules = addressRulesFor(code, form, site.locale, serverOverrides(code));
      return contactEmail ? withRequiredEmail(rules) : rules;
    },
    [form, site.country, site.locale, serverOverrides, contactEmail],
  );
  const resolver = useCallback<Resolver<AddressFormValues>>(
    (values, context, options) => {
      // raw: the submit gets the values as typed; addressOf() makes the API's address of them.
      const schema = buildAddressSchema(rulesOf(values.country));
      const byCountry = zodResolver(schema, undefined, {
        raw: true,
      }) as unknown as Resolver<AddressFormValues>;
      return byCountry(values, context, options);
    },
    [rulesOf],
  );
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ resolver, defaultValues: initial, mode: 'onTouched' });

  const country = watch('country');
  useServerAddressRules(checkout, country || site.country);
  const phoneCode = watch('phoneCode');
  const ruleSet = rulesOf(country);
  const rule = (field: keyof typeof ruleSet.fields) => ruleSet.fields[field];
  const provinces = rule('province')?.options;
  const errorOf = (field: AddressFormField) => addressErrorText(intl, field, errors[field]?.message, ruleSet);
  const label = (field: string) => intl.formatMessage({ id: `checkout.address.${field}` });
  // Some labels are the country's own words (ZIP code, Postcode, State, Province).
  const countryLabel = (field: string) =>
    Object.hasOwn(intl.messages, `checkout.address.${field}.${country}`)
      ? label(`${field}.${country}`)
      : label(field);
  const optional = (field: keyof typeof ruleSet.fields) => !rule(field)?.required;

  const phoneCodes = phoneCodeOptions(site.locale, site.region);
  if (phoneCode && !phoneCodes.some((o) => o.value === phoneCode))
    phoneCodes.push({ value: phoneCode, label: `+${phoneCode.split('-')[0]}` });

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    if (!fieldErrors) return;
    let first = true;
    for (const [field, message] of Object.entries(fieldErrors) as [AddressFormField, string][]) {
      setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  });

  // Registered in the order the fields show, so the first error in that order gets the focus.
  const onCountryChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    // A new country has its own provinces and dial code.
    setValue('province', '');
    setValue('phoneCode', defaultPhoneCode(event.target.value));
  };
  const onPhoneChange = (event: React.ChangeEvent<HTMLInputElement>) =>
    setValue('phone', formatPhoneInput(event.target.value, phoneCode));

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || isSubmitting || undefined}>
      {savedAddresses.length > 0 ? (
        <SelectField
          id={`${prefix}-saved`}
          label={intl.formatMessage({ id: 'checkout.address.saved' })}
          defaultValue={mainSaved ? savedKey(mainSaved, savedAddresses.indexOf(mainSaved)) : NEW_ADDRESS}
          options={[
            ...savedAddresses.map((address, index) => ({
              value: savedKey(address, index),
              label: addressLines(address).replace(/\n/g, ', '),
            })),
            { value: NEW_ADDRESS, label: intl.formatMessage({ id: 'checkout.address.new' }) },
          ]}
          onChange={(event) => {
            const index = savedAddresses.findIndex((a, i) => savedKey(a, i) === event.target.value);
            reset(formValuesOf(savedAddresses[index], site.country));
          }}
        />
      ) : null}
      <SelectField
        id={`${prefix}-country`}
        label={label('country')}
        options={countries ?? countryOptions(site.locale, site.region)}
        // The DOM's own default too: a select whose options arrive with it keeps the starting value.
        defaultValue={initial.country}
        autoComplete={`${form} country`}
        error={errorOf('country')}
        {...register('country', { onChange: onCountryChange })}
      />
      <div className={styles.row}>
        <TextField
          id={`${prefix}-firstName`}
          label={label('firstName')}
          autoComplete={`${form} given-name`}
          error={errorOf('firstName')}
          {...register('firstName')}
        />
        <TextField
          id={`${prefix}-lastName`}
          label={label('lastName')}
          autoComplete={`${form} family-name`}
          error={errorOf('lastName')}
          {...register('lastName')}
        />
      </div>
      <TextField
        id={`${prefix}-addressLine1`}
        label={label('addressLine1')}
        autoComplete={`${form} address-line1`}
        error={errorOf('addressLine1')}
        {...register('addressLine1')}
      />
      <TextField
        id={`${prefix}-addressLine2`}
        label={label('addressLine2')}
        optional={optional('addressLine2')}
        autoComplete={`${form} address-line2`}
        error={errorOf('addressLine2')}
        {...register('addressLine2')}
      />
      <div className={styles.row}>
        <TextField
          id={`${prefix}-city`}
          label={label('city')}
          autoComplete={`${form} address-level2`}
          error={errorOf('city')}
          {...register('city')}
        />
        {provinces?.length ? (
          <SelectField
            id={`${prefix}-province`}
            label={countryLabel('province')}
            placeholder={intl.formatMessage({ id: 'checkout.address.provincePlaceholder' })}
            options={provinces.map((p) => ({ value: p.code, label: p.name }))}
            defaultValue={initial.country === country ? initial.province : undefined}
            optional={optional('province')}
            autoComplete={`${form} address-level1`}
            error={errorOf('province')}
            {...register('province')}
          />
        ) : null}
        <TextField
          id={`${prefix}-postalCode`}
          label={countryLabel('postalCode')}
          autoComplete={`${form} postal-code`}
          error={errorOf('postalCode')}
          {...register('postalCode')}
        />
      </div>
      <div className={styles.phoneRow}>
        <SelectField
          id={`${prefix}-phoneCode`}
          label={label('phoneCode')}
          options={phoneCodes}
          autoComplete={`${form} tel-country-code`}
          {...register('phoneCode', {
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
              setValue('phone', formatPhoneInput(watch('phone'), event.target.value)),
          })}
        />
        <TextField
          id={`${prefix}-phone`}
          label={label('phone')}
          type="tel"
          inputMode="tel"
          autoComplete={`${form} tel-national`}
          hint={intl.formatMessage({ id: 'checkout.address.phoneHint' }, { mask: phoneMaskOf(phoneCode) })}
          error={errorOf('phone')}
          {...register('phone', { onChange: onPhoneChange })}
        />
      </div>
      <TextField
        id={`${prefix}-email`}
        label={label('email')}
        type="email"
        optional={optional('email')}
        hint={contactEmail ? intl.formatMessage({ id: 'checkout.address.contactEmailHint' }) : undefined}
        autoComplete={`${form} email`}
        error={errorOf('email')}
        {...register('email')}
      />
      <Button type="submit" loading={busy || isSubmitting} className={styles.submit}>
        {submitLabel}
      </Button>
    </form>
  );
}
