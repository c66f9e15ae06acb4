import { useMemo } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import type { WalletCommerce } from '../../../commerce/account/wallet';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Spinner } from '../../../ui/spinner/spinner';
import { type AddressFieldErrors, AddressForm } from '../../checkout/shipping/address-form';
import { addressOf, formValuesOf } from '../../checkout/shipping/address-schema';
import { useCountryOptions } from '../addresses/use-country-options';

interface BillingAddressEditorProps {
  readonly wallet: WalletCommerce;
  /** The address the form starts from (the card's, or the shopper's main billing address). */
  readonly start: Address | undefined;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly onSubmit: (address: Address) => Promise<AddressFieldErrors | undefined>;
}

/**
 * A card's billing address: the checkout's billing form (its country rules and the server's overrides) on
 * the server's country list, as the address book's.
 */
export function BillingAddressEditor({
  wallet,
  start,
  submitLabel,
  busy,
  onSubmit,
}: BillingAddressEditorProps) {
  const site = useSiteConfig();
  const intl = useIntl();
  const rules = useMemo(() => ({ shipping: { countryRules: wallet.countryRules } }), [wallet]);
  const countries = useCountryOptions();
  const defaults = start
    ? formValuesOf(start, start.countryCode ?? start.country ?? site.country)
    : undefined;
  if (countries.pending) return <Spinner label={intl.formatMessage({ id: 'accountArea.loading' })} />;
  return (
    <AddressForm
      countries={countries.options}
      form="billing"
      checkout={rules}
      defaultValues={defaults}
      idPrefix="card-billing"
      submitLabel={submitLabel}
      busy={busy}
      onSubmit={(values) => onSubmit(addressOf(values))}
    />
  );
}
