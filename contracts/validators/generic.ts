import { z } from '../zod';
import { isBlank } from './blank';
import {
  exactLengthMessage,
  MESSAGES,
  maxLengthMessage,
  maxValueMessage,
  minLengthMessage,
  minValueMessage,
} from './messages';

/**
 * Generic validators (spec 000 section 5, spec 001 section 5). Schemas (`required`, `email`, `personName`,
 * `password`, `signInEmail`) are used directly by forms and the simulator; the small factories (`minLength`,
 * `pattern`, ...) return Zod checks to chain with `.check(...)`, e.g. `required().check(maxLength(30))`.
 */

export type StringCheck = z.core.$ZodCheck<string>;

export { isBlank } from './blank';

/**
 * A check whose failure skips the field's later checks but, unlike `abort: true`, still lets object-level
 * checks with a `when` (same-as, phone) report their own issues.
 */
export const refineOrStop = (test: (value: string) => boolean, message: string): StringCheck =>
  z.check<string>((payload) => {
    if (!test(payload.value)) payload.issues.push({ code: 'custom', message, input: payload.value });
  });

/** Fails blank strings and stops the other checks (so an empty field shows only the required message). */
export const notBlank = (message: string = MESSAGES.required): StringCheck =>
  refineOrStop((value) => !isBlank(value), message);

/** A required string: missing, null and blank all answer 'This field is required'. */
export function required(message: string = MESSAGES.required) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : undefined) })
    .check(notBlank(message));
}

// Lengths and values -------------------------------------------------------------------------------------

/** Length checks are skipped once an earlier check on the field stopped it (blank, bad format). */
const lengthWhen = { when: (payload: z.core.ParsePayload) => !z.core.util.aborted(payload) };

export const exactLength = (length: number, message: string = exactLengthMessage(length)) =>
  z.length(length, { error: message, ...lengthWhen });
export const minLength = (min: number, message: string = minLengthMessage(min)) =>
  z.minLength(min, { error: message, ...lengthWhen });
export const maxLength = (max: number, message: string = maxLengthMessage(max)) =>
  z.maxLength(max, { error: message, ...lengthWhen });
/** Inclusive lower bound for numbers (use with `z.number()` or `z.coerce.number()`). */
export const minValue = (min: number, message: string = minValueMessage(min)) => z.gte(min, message);
/** Inclusive upper bound for numbers. */
export const maxValue = (max: number, message: string = maxValueMessage(max)) => z.lte(max, message);
export const pattern = (regex: RegExp, message: string = MESSAGES.pattern) => z.regex(regex, message);

// Email ------------------------------------------------------------------------------------------------

/** Local part, '@', then a domain of at least two dot-separated labels; the last label has 2+ characters. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9-]{2,}$/;

export const emailFormat = (message: string = MESSAGES.email) => z.regex(EMAIL_PATTERN, message);
export const email = (message: string = MESSAGES.email) => required().check(emailFormat(message));

/** Sign-in email: required, valid, at most 100 characters (spec 001 section 9). */
export const SIGN_IN_EMAIL_MAX_LENGTH = 100;
export const signInEmail = required().check(emailFormat(), maxLength(SIGN_IN_EMAIL_MAX_LENGTH));

// Names ------------------------------------------------------------------------------------------------

/** Latin letters (accented included), combining marks, spaces and , . ' ` - only; at least one letter. */
export const NAME_PATTERN = /^(?=.*\p{L})[\p{Script=Latin}\p{M} ,.'`-]+$/u;

export const nameFormat = (message: string = MESSAGES.name) => z.regex(NAME_PATTERN, message);
export const personName = (message: string = MESSAGES.name) => required().check(nameFormat(message));

// Password ---------------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;

/** The four parts of the password rule, each with its own message (the requirements panel lists them). */
export const PASSWORD_RULES = {
  minLength: {
    message: MESSAGES.passwordMinLength,
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  uppercase: { message: MESSAGES.passwordUppercase, test: (value: string) => /\p{Lu}/u.test(value) },
  lowercase: { message: MESSAGES.passwordLowercase, test: (value: string) => /\p{Ll}/u.test(value) },
  number: { message: MESSAGES.passwordNumber, test: (value: string) => /\d/.test(value) },
} as const;

export type PasswordRuleKey = keyof typeof PASSWORD_RULES;
export const PASSWORD_RULE_KEYS = Object.keys(PASSWORD_RULES) as PasswordRuleKey[];

/** Which of the four parts the value passes, for the storefront's requirements panel. */
export function passwordChecklist(value: string): Record<PasswordRuleKey, boolean> {
  return {
    minLength: PASSWORD_RULES.minLength.test(value),
    uppercase: PASSWORD_RULES.uppercase.test(value),
    lowercase: PASSWORD_RULES.lowercase.test(value),
    number: PASSWORD_RULES.number.test(value),
  };
}

export const isStrongPassword = (value: string): boolean =>
  Object.values(passwordChecklist(value)).every(Boolean);

/** One check, one message: 'Password does not meet requirements.' */
export const passwordStrength = (message: string = MESSAGES.password): StringCheck =>
  z.refine<string>(isStrongPassword, message);
export const password = (message: string = MESSAGES.password) => required().check(passwordStrength(message));
/** Variant reporting each failing part with its own message. */
export const passwordByRule = () =>
  required().check(
    ...PASSWORD_RULE_KEYS.map((key) =>
      z.refine<string>(PASSWORD_RULES[key].test, PASSWORD_RULES[key].message),
    ),
  );

// Composition ------------------------------------------------------------------------------------------

/** Optional field validated by `schema` only when filled (blank and missing pass). */
export function whenFilled(schema: z.ZodType<unknown, string>) {
  return z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (isBlank(value)) return;
      const result = schema.safeParse(value);
      if (result.success) return;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    });
}

export interface TextFieldOptions {
  required?: boolean;
  checks?: StringCheck[];
  /** Trim and force upper case before the checks (postal codes). */
  uppercase?: boolean;
  requiredMessage?: string;
}

/** A text field from rule data: required or optional-when-blank, then the given checks. */
export function textField({
  required: isRequired = true,
  checks = [],
  uppercase = false,
  requiredMessage = MESSAGES.required,
}: TextFieldOptions = {}): z.ZodType<string | undefined, string | undefined> {
  if (isRequired) {
    const base = required(requiredMessage);
    return (uppercase ? base.trim().toUpperCase() : base).check(...checks);
  }
  const base = uppercase ? z.string().trim().toUpperCase() : z.string();
  const inner = z.string().check(...checks);
  return base.optional().superRefine((value, ctx) => {
    if (isBlank(value)) return;
    const result = inner.safeParse(value);
    if (!result.success)
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  });
}

/**
 * Same-as another field: refines an object schema so `field` must equal `matches`; the error sits on
 * `field` (the second field, e.g. the password confirmation). It also runs when other fields fail.
 */
export function sameAs<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  {
    field,
    matches,
    message = MESSAGES.sameAs,
  }: { field: keyof z.output<T> & string; matches: keyof z.output<T> & string; message?: string },
): T {
  return schema.refine((value) => value[field] === value[matches], {
    message,
    path: [field],
    when: (payload) => {
      const value = payload.value;
      return typeof value === 'object' && value !== null && field in value && matches in value;
    },
  });
}
