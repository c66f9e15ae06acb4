import { EMAIL_PATTERN } from '../validators/generic';
import { z } from '../zod';

/**
 * Credential fields shared by sign-in, sign-up and the password calls.
 *
 * The spec gives coded server errors for the format rules the forms also check (AUT453 bad email,
 * FE872 password too short, FE340 passwords do not match). So the wire schemas check presence, type and
 * length bounds only, and the simulator answers those coded ids for a malformed email or a weak password,
 * as the real backend does. `emailFormat` and `strongPassword` are the rules it applies.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 100;

/** Presence and length only; the format is checked by the server (AUT453). */
// The document states the format the server checks (AUT453), though the schema leaves it to the server.
export const emailField = z.string().trim().min(1).max(EMAIL_MAX_LENGTH).openapi({
  format: 'email',
  pattern: EMAIL_PATTERN.source,
  description: 'Email address, at most 100 characters. A malformed address answers AUT453.',
  example: 'ana.lima@example.com',
});

/** Presence and length only; strength is checked by the server (FE872, PRO415). */
export const passwordField = z.string().min(1).max(128).openapi({
  description: 'Password as typed (never echoed back).',
  format: 'password',
  example: 'Trail2026!',
});

/**
 * A new password (sign-up, change, reset). The schema checks presence and length; the document states the
 * rule the server applies: FE872 when shorter than 8, and for a missing upper-case letter, lower-case letter
 * or digit a 400 naming the field with that checklist line.
 */
export const newPasswordField = passwordField.openapi({
  description:
    'New password: at least 8 characters (shorter answers FE872) with an upper-case letter, a lower-case ' +
    "letter and a digit (a missing one answers 400 with that checklist line, e.g. 'One number').",
  pattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9]).{8,}$',
});

/** The email rule (spec 000 section 5): a local part, an @ and a domain of at least two parts. */
export const emailFormat = z.email();

/** The password rule: at least 8 characters with an upper-case letter, a lower-case letter and a digit. */
export const strongPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'Password is too short')
  .regex(/[A-Z]/, 'Password needs an upper-case letter')
  .regex(/[a-z]/, 'Password needs a lower-case letter')
  .regex(/\d/, 'Password needs a digit');

/** Bot-check token from the captcha widget (reCAPTCHA style); an invalid one answers AUT403. */
export const recaptchaResponse = z.string().min(1).max(4096).openapi({
  description: 'Bot-check response token. A rejected token answers AUT403.',
  example: '03AFcWeA6...',
});

/** POST /consumers-v3/consumer/changepassword (not shown). Mismatch FE340, weak FE872, wrong current AUT450. */
export const changePasswordRequest = z
  .object({
    currentPassword: passwordField,
    newPassword: newPasswordField,
    confirmNewPassword: newPasswordField,
  })
  .openapi('ChangePasswordRequest');

/** POST /consumers-v3/consumer/resetpassword (not shown): asks for a reset link sent to this email. */
export const resetPasswordRequest = z.object({ email: emailField }).openapi('ResetPasswordRequest');

/**
 * POST /consumers-v3/confirmforgotpassword (not shown): the code from the emailed reset link and the new
 * password. An expired or unknown code answers AUT402.
 */
export const confirmForgotPasswordRequest = z
  .object({
    email: emailField,
    confirmationCode: z.string().trim().min(6).max(256).openapi({ example: 'rc-4f9a2e71' }),
    newPassword: newPasswordField,
    confirmNewPassword: newPasswordField,
  })
  .openapi('ConfirmForgotPasswordRequest');

export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export type ConfirmForgotPasswordRequest = z.infer<typeof confirmForgotPasswordRequest>;
