import { expect } from 'vitest';
import '../../../storefront/src/api/account-operations';
import { SHOPPER_PASSWORD } from '../../../scenarios/flows/common-steps';
import { passwordErrorField } from '../../../storefront/src/features/account/passwords/password-field-text';
import {
  CHANGE_PASSWORD_FIELDS,
  FORGOT_PASSWORD_FIELDS,
  RESET_PASSWORD_FIELDS,
} from '../../../storefront/src/features/account/passwords/password-schemas';
import { errorOf, interaction, type Outcome } from '../pact-interaction';

const NEW_PASSWORD = 'Summit2027';
/** The seeded reset link of registered@example.com that expired long ago (simulator/db/seed/consumer-seed.ts). */
const EXPIRED_CODE = 'rc-expired-0001';

const changeFieldOf = (outcome: Outcome) => passwordErrorField(errorOf(outcome), CHANGE_PASSWORD_FIELDS);

/**
 * Forgot, reset and change password (storefront/src/commerce/account/passwords.ts). The checks are where the
 * storefront puts each error: the field the catalogue names, or the form's error notice.
 */
export const passwordInteractions = [
  interaction('resetPassword', {
    description: 'a request for a password reset link',
    states: ['a registered shopper with a password'],
    input: (v) => ({ body: { email: v.username } }),
    check: (outcome) => expect(outcome.ok).toBe(true),
  }),
  interaction('resetPassword', {
    description: 'a request for a password reset link for a malformed email (shown on the email field)',
    states: ['a guest shopper'],
    input: () => ({ body: { email: 'ana@localhost' } }),
    error: { errorId: 'AUT453', route: 'field-error' },
    check: (outcome) => expect(passwordErrorField(errorOf(outcome), FORGOT_PASSWORD_FIELDS)).toBe('email'),
  }),
  interaction('confirmForgotPassword', {
    description: 'a new password with an expired reset code',
    states: ['a registered shopper with a password'],
    input: (v) => ({
      body: {
        email: v.username,
        confirmationCode: EXPIRED_CODE,
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      },
    }),
    error: { errorId: 'AUT402', route: 'error-notice' },
    check: (outcome) => expect(passwordErrorField(errorOf(outcome), RESET_PASSWORD_FIELDS)).toBeUndefined(),
  }),
  interaction('confirmForgotPassword', {
    description: 'a new password with the reset code the email carried',
    states: ['a registered shopper who was mailed a password reset code'],
    input: (v) => ({
      body: {
        email: v.username,
        confirmationCode: v.resetCode,
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      },
    }),
    check: (outcome) => expect(outcome.ok).toBe(true),
  }),
  interaction('confirmForgotPassword', {
    description: 'a reset code with the current password as the new one (shown on the new password field)',
    states: ['a registered shopper who was mailed a password reset code'],
    input: (v) => ({
      body: {
        email: v.username,
        confirmationCode: v.resetCode,
        newPassword: v.password,
        confirmNewPassword: v.password,
      },
    }),
    error: { errorId: 'AUT451', route: 'field-error' },
    check: (outcome) => expect(passwordErrorField(errorOf(outcome), RESET_PASSWORD_FIELDS)).toBe('password'),
  }),
  interaction('changePassword', {
    description: 'a password change with the current password',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        currentPassword: SHOPPER_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      },
    }),
    check: (outcome) => expect(outcome.ok).toBe(true),
  }),
  interaction('changePassword', {
    description: 'a password change with a wrong current password',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        currentPassword: 'Not-the-password1',
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      },
    }),
    error: { errorId: 'AUT450', route: 'field-error' },
    check: (outcome) => expect(changeFieldOf(outcome)).toBe('currentPassword'),
  }),
  interaction('changePassword', {
    description: 'a password change to the current password',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        currentPassword: SHOPPER_PASSWORD,
        newPassword: SHOPPER_PASSWORD,
        confirmNewPassword: SHOPPER_PASSWORD,
      },
    }),
    error: { errorId: 'AUT451', route: 'field-error' },
    check: (outcome) => expect(changeFieldOf(outcome)).toBe('password'),
  }),
  interaction('changePassword', {
    description: 'a password change back to a password of the history',
    states: ['a signed-in registered shopper who has changed their password'],
    input: (v) => ({
      body: {
        currentPassword: v.password,
        newPassword: v.previousPassword,
        confirmNewPassword: v.previousPassword,
      },
    }),
    error: { errorId: 'AUT452', route: 'field-error' },
    check: (outcome) => expect(changeFieldOf(outcome)).toBe('password'),
  }),
  interaction('changePassword', {
    description: 'a password change whose confirmation does not match',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        currentPassword: SHOPPER_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmNewPassword: 'Summit2028',
      },
    }),
    error: { errorId: 'FE340', route: 'field-error' },
    check: (outcome) => expect(changeFieldOf(outcome)).toBe('confirmPassword'),
  }),
  interaction('changePassword', {
    description: 'a password change to a password under eight characters',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: { currentPassword: SHOPPER_PASSWORD, newPassword: 'Ab1', confirmNewPassword: 'Ab1' },
    }),
    error: { errorId: 'FE872', route: 'field-error' },
    check: (outcome) => expect(changeFieldOf(outcome)).toBe('password'),
  }),
];
