import type { CatalogueId } from '../../../contracts/errors/error-ids';

/** Failed sign-ins allowed before the account locks. */
export const MAX_FAILED_LOGINS = 5;

interface LoginState {
  readonly failedLogins: number;
  readonly locked: boolean;
}

interface FailedLoginOutcome extends LoginState {
  readonly errorId: CatalogueId;
}

/**
 * A wrong password: AUT401 while attempts remain, AUT426 on the last attempt before the lock, AUT441 on the
 * attempt that locks the account. A locked account answers AUT423 before this is reached (the sign-in handlers check it).
 */
export function recordFailedLogin(
  state: LoginState,
  wrongPasswordId: CatalogueId = 'AUT401',
): FailedLoginOutcome {
  if (state.locked) return { ...state, errorId: 'AUT423' };
  const failedLogins = state.failedLogins + 1;
  if (failedLogins >= MAX_FAILED_LOGINS) return { failedLogins, locked: true, errorId: 'AUT441' };
  if (failedLogins === MAX_FAILED_LOGINS - 1) return { failedLogins, locked: false, errorId: 'AUT426' };
  return { failedLogins, locked: false, errorId: wrongPasswordId };
}

/** A successful sign-in clears the count. */
export const recordSuccessfulLogin = (): LoginState => ({ failedLogins: 0, locked: false });
