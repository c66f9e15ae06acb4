import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, accessIsValid, newSession, refreshIsValid, tokenFields } from './tokens';

let n = 0;
const ids = (prefix: string, width?: number) => `${prefix}-${String(++n).padStart(width ?? 6, '0')}`;
const now = new Date('2026-03-01T10:00:00.000Z');

describe('sessions', () => {
  const session = newSession({ usid: 'usid-12345678', kind: 'guest', consumerType: 'GUEST' }, ids, now);

  it('issue opaque tokens of at least 16 characters with expiries from the clock', () => {
    expect(session.accessToken.length).toBeGreaterThanOrEqual(16);
    expect(session.refreshToken).not.toBe(session.accessToken);
    expect(tokenFields(session, now)).toMatchObject({
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
    });
    expect(session).not.toHaveProperty('consumerId');
  });

  it('expire and can be revoked', () => {
    const later = new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000);
    expect(accessIsValid(session, now)).toBe(true);
    expect(accessIsValid(session, later)).toBe(false);
    expect(refreshIsValid(session, later)).toBe(true);
    expect(accessIsValid({ ...session, revoked: true }, now)).toBe(false);
    expect(refreshIsValid({ ...session, revoked: true }, now)).toBe(false);
  });
});
