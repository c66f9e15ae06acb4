import { describe, expect, it } from 'vitest';
import { newPasswordFailure, passwordHistoryAfter } from './passwords';

const check = (newPassword: string, extra: Partial<Parameters<typeof newPasswordFailure>[0]> = {}) =>
  newPasswordFailure({ newPassword, field: 'newPassword', ...extra })?.errorId;
const messageOf = (newPassword: string) => newPasswordFailure({ newPassword, field: 'password' })?.message;

describe('new passwords', () => {
  it('follow the form order: mismatch, length, strength, reuse', () => {
    expect(check('Summit2026', { confirmNewPassword: 'Summit2027' })).toBe('FE340');
    expect(check('Sum1')).toBe('FE872');
    expect(check('summit2026')).toBe('API400');
    expect(check('Summit2026', { currentPassword: 'Summit2026' })).toBe('AUT451');
    expect(check('Summit2026', { previousPasswords: ['Summit2026'] })).toBe('AUT452');
    expect(
      check('Summit2026', { confirmNewPassword: 'Summit2026', currentPassword: 'Old12345A' }),
    ).toBeUndefined();
  });

  it('gives each checklist rule its own message: FE872 only for too short', () => {
    expect(newPasswordFailure({ newPassword: 'Sum1', field: 'password' })).toEqual({
      ok: false,
      errorId: 'FE872',
    });
    expect(messageOf('summit2026')).toBe('body.password: One uppercase letter');
    expect(messageOf('SUMMIT2026')).toBe('body.password: One lowercase letter');
    expect(messageOf('Summitpeak')).toBe('body.password: One number');
    // Upper and lower case beyond ASCII count, as the storefront's checklist counts them.
    expect(check('Élan2026é')).toBeUndefined();
  });

  it('keeps the five latest replaced passwords', () => {
    expect(passwordHistoryAfter(['b', 'c', 'd', 'e', 'f'], 'a')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
