import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../../contracts/validators/messages';
import { changePasswordSchema, newPasswordProblem } from './password-schemas';

const issues = (values: Record<string, string>) =>
  (changePasswordSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the password forms rules', () => {
  it('name the first checklist part a new password breaks, each its own message', () => {
    expect(newPasswordProblem('')).toBe(MESSAGES.required);
    expect(newPasswordProblem('Ab1')).toBe('FE872');
    expect(newPasswordProblem('lowercase1')).toBe('rule.uppercase');
    expect(newPasswordProblem('UPPERCASE1')).toBe('rule.lowercase');
    expect(newPasswordProblem('NoDigitsHere')).toBe('rule.number');
    expect(newPasswordProblem('Summit2027')).toBeUndefined();
  });

  it('put a mismatch (FE340) on the confirmation and a weak password on the new one', () => {
    expect(
      issues({ currentPassword: 'Trail2026!', password: 'Summit2027', confirmPassword: 'Summit2028' }),
    ).toEqual([['confirmPassword', 'FE340']]);
    expect(issues({ currentPassword: '', password: 'short', confirmPassword: '' })).toEqual([
      ['currentPassword', MESSAGES.required],
      ['password', 'FE872'],
      ['confirmPassword', MESSAGES.required],
      // After the field's own message, which is the one the form shows.
      ['confirmPassword', 'FE340'],
    ]);
  });
});
