import {
  type AddressFieldName,
  type AddressFieldRule,
  type AddressRuleOverrides,
  type AddressRuleSet,
  addressFieldName,
  addressRuleSet,
} from '../entities/country';
import { z } from '../zod';
import { emailFormat, maxLength, minLength, type StringCheck, textField } from './generic';
import { MESSAGES } from './messages';
import { withPhoneCheck } from './phone';
import { CA_PROVINCES, subdivisionLanguage, subdivisionsIn, US_STATES } from './provinces';

/**
 * Address field rules (spec 000 section 5, spec 001 sections 3 and 5): held per country and locale,
 * separately for shipping and billing; server rules override them per field (a pattern may come from the
 * server). `addressSchemaFor` turns a rule set into the Zod schema the forms and the simulator apply.
 */

export type AddressForm = AddressRuleSet['form'];
export type { AddressRuleOverrides };

/** The spec's defaults for every country. */
export const DEFAULT_ADDRESS_FIELD_RULES: Readonly<Record<AddressFieldName, AddressFieldRule>> = {
  firstName: { required: true, minLength: 2, maxLength: 30 },
  lastName: { required: true, minLength: 2, maxLength: 30 },
  addressLine1: { required: true, maxLength: 30 },
  addressLine2: { required: false, maxLength: 30 },
  city: { required: true, maxLength: 30 },
  country: { required: true },
  email: { required: true },
  phone: { required: true },
  postalCode: { required: true },
  province: { required: false },
};

interface CountryRules {
  locale: string;
  /** Per-country differences from the defaults, applied to both forms. */
  fields: AddressRuleOverrides;
  /** Per-form differences on top. */
  shipping?: AddressRuleOverrides;
  billing?: AddressRuleOverrides;
}

const FIVE_DIGITS: AddressFieldRule = {
  required: true,
  minLength: 5,
  maxLength: 5,
  pattern: '^\\d{5}$',
  patternMessage: 'Enter a 5-digit postal code.',
};

/** Designed per-country defaults: postal patterns, province lists; NORA asks for email on billing only. */
const COUNTRY_RULES: Readonly<Record<string, CountryRules>> = {
  US: {
    locale: 'en-us',
    fields: {
      postalCode: {
        required: true,
        minLength: 5,
        maxLength: 10,
        pattern: '^\\d{5}(-\\d{4})?$',
        patternMessage: 'Enter a 5-digit ZIP code (or ZIP+4).',
      },
      province: { required: true, options: US_STATES },
    },
    shipping: { email: { required: false } },
  },
  CA: {
    locale: 'en-ca',
    fields: {
      postalCode: {
        required: true,
        minLength: 6,
        maxLength: 7,
        pattern: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d$',
        patternMessage: 'Enter a postal code like A1A 1A1.',
        uppercase: true,
      },
      province: { required: true, options: CA_PROVINCES },
    },
    shipping: { email: { required: false } },
  },
  GB: {
    locale: 'en-gb',
    fields: {
      postalCode: {
        required: true,
        minLength: 5,
        maxLength: 8,
        pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$',
        patternMessage: 'Enter a postcode like SW1A 1AA.',
        uppercase: true,
      },
    },
  },
  DE: { locale: 'de-de', fields: { postalCode: FIVE_DIGITS } },
  FR: { locale: 'fr-fr', fields: { postalCode: FIVE_DIGITS } },
  IT: { locale: 'it-it', fields: { postalCode: FIVE_DIGITS } },
};

/** Per-field merge: each override replaces the given properties of that field's rule (undefined ignored). */
export function mergeServerRules(
  defaults: AddressRuleSet,
  overrides: AddressRuleOverrides = {},
): AddressRuleSet {
  const fields: AddressRuleSet['fields'] = { ...defaults.fields };
  for (const name of addressFieldName.options) {
    const override = overrides[name];
    if (!override) continue;
    const defined = Object.fromEntries(Object.entries(override).filter(([, value]) => value !== undefined));
    fields[name] = { ...DEFAULT_ADDRESS_FIELD_RULES[name], ...fields[name], ...defined };
  }
  return { ...defaults, fields };
}

function buildRuleSet(
  countryCode: string,
  form: AddressForm,
  locale: string,
  rules?: CountryRules,
): AddressRuleSet {
  const base: AddressRuleSet = { countryCode, locale, form, fields: { ...DEFAULT_ADDRESS_FIELD_RULES } };
  return mergeServerRules(mergeServerRules(base, rules?.fields), rules?.[form]);
}

/** Default rule sets for US, CA, GB, DE, FR and IT, shipping and billing. */
export const ADDRESS_RULE_SETS: readonly AddressRuleSet[] = Object.entries(COUNTRY_RULES).flatMap(
  ([code, rules]) =>
    (['shipping', 'billing'] as const).map((form) =>
      addressRuleSet.parse(buildRuleSet(code, form, rules.locale, rules)),
    ),
);

/**
 * A rule set as a locale reads it: the locale set, the province list named in its language (the names of
 * contracts/validators/provinces.ts, the one table of both languages).
 */
export function ruleSetInLocale(ruleSet: AddressRuleSet, locale: string): AddressRuleSet {
  const province = ruleSet.fields.province;
  if (!province?.options) return { ...ruleSet, locale };
  const options = subdivisionsIn(ruleSet.countryCode, province.options, subdivisionLanguage(locale));
  return { ...ruleSet, locale, fields: { ...ruleSet.fields, province: { ...province, options } } };
}

/** The default rule set for a country and form, in a locale when given; unknown countries get the spec's defaults. */
export function addressRuleSetFor(countryCode: string, form: AddressForm, locale?: string): AddressRuleSet {
  const code = countryCode.toUpperCase();
  const found = ADDRESS_RULE_SETS.find((set) => set.countryCode === code && set.form === form);
  if (found) return locale ? ruleSetInLocale(found, locale) : found;
  return buildRuleSet(code, form, locale ?? `en-${code.toLowerCase()}`);
}

/** A server pattern that does not compile is ignored rather than blocking the form. */
function compilePattern(source: string | undefined): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** One address field's schema under its rule (the sign-up form reuses the postal code's). */
export function addressFieldSchema(name: AddressFieldName, rule: AddressFieldRule) {
  const checks: StringCheck[] = [];
  if (rule.minLength !== undefined) checks.push(minLength(rule.minLength));
  if (rule.maxLength !== undefined) checks.push(maxLength(rule.maxLength));
  const regex = compilePattern(rule.pattern);
  if (regex) checks.push(z.regex(regex, rule.patternMessage ?? MESSAGES.pattern));
  if (name === 'email') checks.push(emailFormat());
  const options = rule.options;
  if (options?.length) {
    checks.push(
      z.refine<string>((value) => options.some((option) => option.code === value || option.name === value), {
        error: MESSAGES.option,
      }),
    );
  }
  return textField({ required: rule.required, checks, uppercase: rule.uppercase ?? false });
}

/**
 * Zod schema for an address form under a rule set (missing fields fall back to the defaults). Unknown
 * keys (id, phoneCode, ...) pass through. The phone must be valid for the address's phoneCode, else for
 * the rule set's country.
 */
export function addressSchemaFor(ruleSet: AddressRuleSet) {
  const shape = Object.fromEntries(
    addressFieldName.options.map((name) => [
      name,
      addressFieldSchema(name, ruleSet.fields[name] ?? DEFAULT_ADDRESS_FIELD_RULES[name]),
    ]),
  ) as Record<AddressFieldName, z.ZodType<string | undefined, string | undefined>>;
  return withPhoneCheck(z.looseObject(shape), { country: ruleSet.countryCode });
}

export type AddressFormValues = z.output<ReturnType<typeof addressSchemaFor>>;

/** PO boxes ('PO Box 12', 'P.O. Box', 'Post Office Box', 'Postfach', 'Boîte postale', 'Casella postale'). */
export const PO_BOX_PATTERN =
  /(?:^|[^\p{L}\p{N}])(?:p\.?\s*o\.?\s*box|p\.?\s*o\.?\s*b\.?(?=\s*\d)|post\s+office\s+box|postfach|bo[iî]te\s+postale|casella\s+postale)(?![\p{L}])/iu;

export const isPoBox = (addressLine: string | undefined): boolean =>
  addressLine !== undefined && PO_BOX_PATTERN.test(addressLine);
