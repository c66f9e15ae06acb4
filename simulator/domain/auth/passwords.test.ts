import { describe, expect, it } from 'vitest';
import { newPasswordFailure, passwordHistoryAfter } from './passwords';

const check = (newPassword: string, extra: Partial<Parameters<typeof newPasswordFailure>[0]> = {}) =>
  newPasswordFailure({ newPassword, weakId: 'PRO415', ...extra })?.errorId;

describe('new passwords', () => {
  it('follow the form order: mismatch, length, strength, reuse', () => {
    expect(check('Summit2026', { confirmNewPassword: 'Summit2027' })).toBe('FE340');
    expect(check('Sum1')).toBe('FE872');
    expect(check('summit2026')).toBe('PRO415');
    expect(check('summit2026', { weakId: 'FE872' })).toBe('FE872');
    expect(check('Summit2026', { currentPassword: 'Summit2026' })).toBe('AUT451');
    expect(check('Summit2026', { previousPasswords: ['Summit2026'] })).toBe('AUT452');
    expect(
      check('Summit2026', { confirmNewPassword: 'Summit2026', currentPassword: 'Old12345A' }),
    ).toBeUndefined();
  });

  it('keeps the five latest replaced passwords', () => {
    expect(passwordHistoryAfter(['b', 'c', 'd', 'e', 'f'], 'a')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
