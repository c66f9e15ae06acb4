import { describe, expect, it } from 'vitest';
import {
  changePasswordRequest,
  confirmForgotPasswordRequest,
  emailFormat,
  strongPassword,
} from './credentials';

describe('password payloads', () => {
  it('accepts a change and a reset confirmation', () => {
    const change = {
      currentPassword: 'Old2025!x',
      newPassword: 'New2026!x',
      confirmNewPassword: 'New2026!x',
    };
    expect(changePasswordRequest.safeParse(change).success).toBe(true);
    const confirm = {
      email: 'ana@example.com',
      confirmationCode: 'rc-4f9a2e71',
      newPassword: 'N3wPassw0rd',
      confirmNewPassword: 'N3wPassw0rd',
    };
    expect(confirmForgotPasswordRequest.safeParse(confirm).success).toBe(true);
  });

  it('rejects a missing current password and an empty confirmation code', () => {
    expect(
      changePasswordRequest.safeParse({ newPassword: 'New2026!x', confirmNewPassword: 'New2026!x' }).success,
    ).toBe(false);
    const confirm = {
      email: 'ana@example.com',
      confirmationCode: '',
      newPassword: 'N3wPassw0rd',
      confirmNewPassword: 'N3wPassw0rd',
    };
    expect(confirmForgotPasswordRequest.safeParse(confirm).success).toBe(false);
  });
});

describe('server-side rules', () => {
  it('requires 8 characters with upper, lower and digit', () => {
    expect(strongPassword.safeParse('Trail2026').success).toBe(true);
    expect(strongPassword.safeParse('Tr4il').success).toBe(false);
    expect(strongPassword.safeParse('trail2026').success).toBe(false);
    expect(strongPassword.safeParse('TRAIL2026').success).toBe(false);
    expect(strongPassword.safeParse('TrailTrail').success).toBe(false);
  });

  it('requires an email domain of at least two parts', () => {
    expect(emailFormat.safeParse('ana@example.com').success).toBe(true);
    expect(emailFormat.safeParse('ana@example').success).toBe(false);
  });
});
