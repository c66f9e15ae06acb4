import type { Address } from '../../../contracts/entities/address';
import {
  ADDRESS_RULE_SETS,
  type AddressForm,
  addressRuleSetFor,
  addressSchemaFor,
} from '../../../contracts/validators/address-rules';
import { normalizePhone } from '../../../contracts/validators/phone';
import { countryCodeOf } from '../commerce/address-country';
import { type Failure, failure } from '../failure';

/** Countries with address rules: a saved address elsewhere answers CHK380. */
const SUPPORTED_COUNTRIES: readonly string[] = [...new Set(ADDRESS_RULE_SETS.map((set) => set.countryCode))];

/**
 * An address checked against its country's rules for the form (shipping or billing): an unsupported
 * country answers CHK380, a bad phone SHP410, any other field CHK320 with the field and the rule's message.
 * The answer is the address normalised: trimmed, upper-cased where the rules say, countryCode set and the
 * phone stored as + and the dial code, then the digits.
 */
export function validateAddress(address: Address, form: AddressForm): Address | Failure {
  const countryCode = countryCodeOf(address);
  if (!countryCode || !SUPPORTED_COUNTRIES.includes(countryCode)) {
    return failure('CHK380', `We do not deliver to "${address.country}".`);
  }
  const schema = addressSchemaFor(addressRuleSetFor(countryCode, form));
  const parsed = schema.safeParse({ ...address, country: address.country.trim() });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'address');
    if (field === 'phone') return failure('SHP410');
    return failure('CHK320', `${field}: ${issue?.message ?? 'Value is not in the expected format.'}`);
  }
  const normalised: Address = { ...address, ...(parsed.data as Partial<Address>), countryCode };
  if (normalised.phone) {
    const phone = normalizePhone(
      { phone: normalised.phone, phoneCode: address.phoneCode },
      { country: countryCode },
    );
    if (phone.ok) normalised.phone = phone.value;
  }
  return normalised;
}
