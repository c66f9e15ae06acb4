import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_SECONDS,
  accessIsValid,
  newSession,
  REFRESH_TOKEN_SECONDS,
  rotatedSession,
  tokenFields,
} from './tokens';

const now = new Date('2026-03-01T10:00:00.000Z');
const minted = (n: number) => ({
  accessToken: `atk-${'a'.repeat(20)}${n}`,
  refreshToken: `rtk-${'r'.repeat(20)}${n}`,
});
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('sessions', () => {
  const session = newSession(
    { usid: 'usid-12345678', kind: 'guest', consumerType: 'GUEST', basketId: 'bk-1' },
    minted(1),
    'fam-1',
    now,
  );

  it('start a family with the minted tokens and expiries from the clock', () => {
    expect(session).toMatchObject({ ...minted(1), familyId: 'fam-1', basketId: 'bk-1' });
    expect(tokenFields(session, now)).toMatchObject({
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_expires_in: REFRESH_TOKEN_SECONDS,
    });
    expect(session).not.toHaveProperty('consumerId');
  });

  it('rotate within the family: a fresh access lifetime, the family’s refresh expiry, the same links', () => {
    const next = rotatedSession(
      { ...session, refreshUsedAt: later(600).toISOString() },
      minted(2),
      later(600),
    );
    expect(next).toMatchObject({ ...minted(2), familyId: 'fam-1', basketId: 'bk-1', revoked: false });
    expect(next).not.toHaveProperty('refreshUsedAt');
    expect(next.refreshExpiresAt).toBe(session.refreshExpiresAt);
    expect(tokenFields(next, later(600))).toMatchObject({
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_expires_in: REFRESH_TOKEN_SECONDS - 600,
    });
  });

  it('access tokens expire and die with a revoked family, not with a rotation', () => {
    expect(accessIsValid(session, now)).toBe(true);
    expect(accessIsValid({ ...session, refreshUsedAt: now.toISOString() }, now)).toBe(true);
    expect(accessIsValid(session, later(ACCESS_TOKEN_SECONDS))).toBe(false);
    expect(accessIsValid({ ...session, revoked: true }, now)).toBe(false);
  });
});
