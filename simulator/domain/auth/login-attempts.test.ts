import { describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS, recordFailedLogin, recordSuccessfulLogin } from './login-attempts';

describe('failed sign-ins', () => {
  it('warn on the last attempt (AUT426), lock on the next (AUT441), then answer AUT423', () => {
    let state = { failedLogins: 0, locked: false };
    const ids: string[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i++) {
      const outcome = recordFailedLogin(state);
      ids.push(outcome.errorId);
      state = outcome;
    }
    expect(ids).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT441', 'AUT423']);
    expect(state.locked).toBe(true);
  });

  it('uses the given id for a plain wrong password and resets on success', () => {
    expect(recordFailedLogin({ failedLogins: 0, locked: false }, 'AUT437').errorId).toBe('AUT437');
    expect(recordSuccessfulLogin()).toEqual({ failedLogins: 0, locked: false });
  });
});
