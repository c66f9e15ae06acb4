import type { CatalogueId } from '../../../contracts/errors/error-ids';
import { PASSWORD_MIN_LENGTH } from '../../../contracts/validators/generic';
import { type Failure, failure } from '../../core/failure';

/** How many earlier passwords may not be reused (AUT452). */
export const PASSWORD_HISTORY = 5;

export interface NewPasswordInput {
  readonly newPassword: string;
  readonly confirmNewPassword?: string;
  readonly currentPassword?: string | undefined;
  readonly previousPasswords?: readonly string[];
  /** The id for a password missing an upper-case letter, a lower-case letter or a digit. */
  readonly weakId: CatalogueId;
}

/** The password rule (spec 000 section 5) and the reuse rules, in the order a form shows them. */
export function newPasswordFailure(input: NewPasswordInput): Failure | undefined {
  const { newPassword } = input;
  if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== newPassword)
    return failure('FE340');
  if (newPassword.length < PASSWORD_MIN_LENGTH) return failure('FE872');
  const missing = [
    /[A-Z]/.test(newPassword) ? undefined : 'an upper-case letter',
    /[a-z]/.test(newPassword) ? undefined : 'a lower-case letter',
    /\d/.test(newPassword) ? undefined : 'a number',
  ].filter((part) => part !== undefined);
  if (missing.length > 0) return failure(input.weakId, `The password needs ${missing.join(', ')}.`);
  if (input.currentPassword !== undefined && newPassword === input.currentPassword) return failure('AUT451');
  if (input.previousPasswords?.includes(newPassword)) return failure('AUT452');
  return undefined;
}

/** The history after a change: the replaced password first, at most PASSWORD_HISTORY kept. */
export const passwordHistoryAfter = (previous: readonly string[], replaced: string | undefined): string[] =>
  (replaced === undefined ? [...previous] : [replaced, ...previous]).slice(0, PASSWORD_HISTORY);
