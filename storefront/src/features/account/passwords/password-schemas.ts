import {
  isBlank,
  PASSWORD_RULE_KEYS,
  PASSWORD_RULES,
  type PasswordRuleKey,
  required,
  sameAs,
  signInEmail,
} from '../../../../../contracts/validators/generic';
import { MESSAGES } from '../../../../../contracts/validators/messages';
import { z } from '../../../../../contracts/zod';

/**
 * The password forms' rules, on the contracts' password rule (PASSWORD_RULES, the four checklist parts).
 * An issue's message is what the form shows, as a key password-field-text.ts translates: the contracts'
 * required message, FE872 (too short) and FE340 (no match) by their catalogue ids (spec 000 section 5's
 * coded validation errors), and `rule.<part>` for a missing upper-case letter, lower-case letter or digit.
 */
export type NewPasswordProblem =
  | typeof MESSAGES.required
  | 'FE872'
  | `rule.${Exclude<PasswordRuleKey, 'minLength'>}`;

/** The first rule a new password breaks, in the checklist's order, or undefined when it passes them all. */
export function newPasswordProblem(value: string): NewPasswordProblem | undefined {
  if (isBlank(value)) return MESSAGES.required;
  const broken = PASSWORD_RULE_KEYS.find((key) => !PASSWORD_RULES[key].test(value));
  if (!broken) return undefined;
  return broken === 'minLength' ? 'FE872' : `rule.${broken}`;
}

const newPassword = z.string().superRefine((value, ctx) => {
  const problem = newPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const confirmed = <T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) =>
  sameAs(schema, { field: 'confirmPassword', matches: 'password', message: 'FE340' });

/** Forgot password: the account's email (the sign-in form's email rule). */
export const forgotPasswordSchema = z.object({ email: signInEmail });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export const FORGOT_PASSWORD_FIELDS = ['email'] as const satisfies readonly (keyof ForgotPasswordValues)[];

/** Reset with the link or code: the email and code (from the link, or typed), the new password twice. */
export const resetPasswordSchema = confirmed(
  z.object({
    email: signInEmail,
    code: required(),
    password: newPassword,
    confirmPassword: required(),
  }),
);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export const RESET_PASSWORD_FIELDS = [
  'email',
  'code',
  'password',
  'confirmPassword',
] as const satisfies readonly (keyof ResetPasswordValues)[];

/** Change password: the current one, the new one twice. */
export const changePasswordSchema = confirmed(
  z.object({
    currentPassword: required(),
    password: newPassword,
    confirmPassword: required(),
  }),
);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
export const CHANGE_PASSWORD_FIELDS = [
  'currentPassword',
  'password',
  'confirmPassword',
] as const satisfies readonly (keyof ChangePasswordValues)[];
