import { countryCode } from '../common/locale';
import { z } from '../zod';

/** Country list entry (spec 001 section 3). */
export const countryEntry = z.object({ name: z.string().min(1), code: countryCode }).openapi('Country');

/** Phone code entry: name, country code and dial code (digits, no plus). */
export const phoneCodeEntry = z
  .object({ name: z.string().min(1), countryCode, dialCode: z.string().regex(/^\d{1,4}$/) })
  .openapi('PhoneCode');

export const addressFieldName = z.enum([
  'addressLine1',
  'addressLine2',
  'city',
  'country',
  'email',
  'firstName',
  'lastName',
  'phone',
  'postalCode',
  'province',
]);

/** One field's rule; the server may override any of these and add a pattern (spec 000 section 5). */
export const addressFieldRule = z.object({
  required: z.boolean(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  pattern: z.string().optional().openapi({ description: 'ECMAScript regular expression source.' }),
  patternMessage: z.string().optional(),
  /** Trim and force upper case before the checks (postal codes in CA and GB). */
  uppercase: z.boolean().optional(),
  options: z
    .array(z.object({ name: z.string(), code: z.string() }))
    .optional()
    .openapi({
      description: 'Province list of name and code pairs.',
    }),
});

/** The server's changes to a rule set: per field, any of the rule's properties (spec 000 section 5). */
export const addressRuleOverrides = z.partialRecord(addressFieldName, addressFieldRule.partial());

/** Address rules held per country and locale, separately for shipping and billing forms. */
export const addressRuleSet = z
  .object({
    countryCode,
    locale: z.string(),
    form: z.enum(['shipping', 'billing']),
    fields: z.partialRecord(addressFieldName, addressFieldRule),
  })
  .openapi('AddressRuleSet');

export type CountryEntry = z.infer<typeof countryEntry>;
export type PhoneCodeEntry = z.infer<typeof phoneCodeEntry>;
export type AddressFieldName = z.infer<typeof addressFieldName>;
export type AddressFieldRule = z.infer<typeof addressFieldRule>;
export type AddressRuleSet = z.infer<typeof addressRuleSet>;
export type AddressRuleOverrides = z.infer<typeof addressRuleOverrides>;
