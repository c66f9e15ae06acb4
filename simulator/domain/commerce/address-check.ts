import { DEFAULT_COUNTRY, localeCountry } from '../../../contracts/common/sites';
import type { Address } from '../../../contracts/entities/address';
import type { ShippingMethodCode } from '../../../contracts/entities/shipping-method';
import {
  type AddressForm,
  type AddressRuleOverrides,
  addressRuleSetFor,
  addressSchemaFor,
  isPoBox,
  mergeServerRules,
} from '../../../contracts/validators/address-rules';
import { isBlank } from '../../../contracts/validators/generic';
import { EURO_COUNTRIES } from '../catalogue/money';
import { type Failure, failure } from '../failure';
import { standardAddressCase, standardRegionCode } from './address-casing';
import { countryCodeOf } from './address-country';
import { HOME_CODES, shipsTo } from './shipping';

/**
 * Server-side address checks of the cart calls (spec 000 section 5): the per-country rules of
 * contracts/validators (CHK320 naming the first failing field), the phone (SHP410 shipping, BILL410
 * billing), PO boxes on shipping addresses a courier would deliver to (SHP500; the post, `standard`, delivers to one) and the countries a region and currency ship to
 * (CANT_SHIP_THERE).
 */

export type { AddressForm };

interface AddressCheckOptions {
  readonly locale: string;
  readonly region?: string | undefined;
  /** The cart's currency: a cart ships only to the countries that pay in it. */
  readonly currency?: string | undefined;
  /**
   * The post delivers the cart's home lines (every one ships `standard`), so a PO box is a fine
   * shipping address; a courier (`me`, `customs`) cannot deliver to one (SHP500).
   */
  readonly poBoxDeliverable?: boolean | undefined;
  /** The server's changes to the contracts' rules for a country and form (the world's `addressRules`). */
  readonly overrides?:
    | ((countryCode: string, form: AddressForm) => AddressRuleOverrides | undefined)
    | undefined;
}

/** A PO box takes only postal delivery: the cart has home lines and every one ships `standard`. */
export function poBoxDeliverable(
  lines: readonly { readonly delivery: { readonly code: ShippingMethodCode } }[],
): boolean {
  const home = lines.filter((l) => HOME_CODES.includes(l.delivery.code));
  return home.length > 0 && home.every((l) => l.delivery.code === 'standard');
}

/**
 * Countries whose carts pay in their own currency (designed: a USD cart does not ship to Canada, a GBP cart
 * ships to the United Kingdom only, a EUR cart to the euro countries of EMEA only).
 */
const HOME_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, 'EUR'])),
};

/** CANT_SHIP_THERE when the region does not serve the country or the cart pays in another country's money. */
function shippingRefusal(countryCode: string, options: AddressCheckOptions): Failure | undefined {
  if (!shipsTo(options.region, countryCode)) {
    return failure('CANT_SHIP_THERE', `We do not ship to ${countryCode} from this site.`);
  }
  const needs = HOME_CURRENCY[countryCode];
  if (needs && options.currency && needs !== options.currency) {
    return failure(
      'CANT_SHIP_THERE',
      `A ${options.currency} cart cannot ship to ${countryCode}; shop on the ${needs} site instead.`,
    );
  }
  return undefined;
}

/** A checked address, normalised by the rules (trimmed, upper-cased postal codes) and with its countryCode. */
export function checkAddress(
  address: Address,
  form: AddressForm,
  options: AddressCheckOptions,
): Address | Failure {
  const countryCode = countryCodeOf(address, localeCountry(options.locale, DEFAULT_COUNTRY));
  const phoneId = form === 'shipping' ? 'SHP410' : 'BILL410';
  const refused = form === 'shipping' ? shippingRefusal(countryCode, options) : undefined;
  if (refused) return refused;
  const poBox = isPoBox(address.addressLine1) || isPoBox(address.addressLine2);
  if (form === 'shipping' && poBox && !options.poBoxDeliverable) {
    return failure('SHP500');
  }
  if (isBlank(address.phone)) return failure(phoneId);

  const rules = mergeServerRules(
    addressRuleSetFor(countryCode, form, options.locale),
    options.overrides?.(countryCode, form),
  );
  const schema = addressSchemaFor(rules);
  const parsed = schema.safeParse({ ...address });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue?.path[0] ?? 'address');
    if (field === 'phone') return failure(phoneId);
    return failure('CHK320', `${field}: ${issue?.message ?? 'is not valid'}`);
  }
  const normalised = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as Partial<Address>;
  return { ...address, ...normalised, countryCode, approachType: form === 'shipping' ? 'S' : 'B' };
}

const placeKey = (a: Address) =>
  [a.countryCode ?? a.country, a.province, a.postalCode, a.city, a.addressLine1, a.addressLine2]
    .map((part) => (part ?? '').trim().replace(/\s+/g, ' ').toUpperCase())
    .join('|');

/**
 * The same place (designed): country, province, postal code, city and street lines, ignoring case and
 * spacing; names and phone do not change where a parcel goes. Validating marks the cart's address verified
 * only when it validates this place.
 */
export function samePlace(a: Address, b: Address): boolean {
  return placeKey(a) === placeKey(b);
}

/**
 * Address verification (designed): an address that passes the checks is verified as typed; one whose
 * street, city or state code is not written as the postal service writes it (address-casing.ts: title case,
 * single spaces, directionals, unit designators and state codes in capitals) is not verified and answers
 * the corrected form as the suggestion.
 */
export function verifyAddress(address: Address): { verified: boolean; suggestions: Address[] } {
  const suggestion: Address = {
    ...address,
    addressLine1: standardAddressCase(address.addressLine1),
    ...(address.addressLine2 ? { addressLine2: standardAddressCase(address.addressLine2) } : {}),
    city: standardAddressCase(address.city),
    ...(address.province ? { province: standardRegionCode(address.province) } : {}),
  };
  const same =
    suggestion.addressLine1 === address.addressLine1 &&
    suggestion.addressLine2 === address.addressLine2 &&
    suggestion.city === address.city &&
    suggestion.province === address.province;
  return same ? { verified: true, suggestions: [] } : { verified: false, suggestions: [suggestion] };
}
