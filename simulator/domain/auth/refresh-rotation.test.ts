import { describe, expect, it } from 'vitest';
import { isFailure } from '../failure';
import { decideRefresh, REUSE_GRACE_SECONDS } from './refresh-rotation';
import { newSession, REFRESH_TOKEN_SECONDS } from './tokens';

const now = new Date('2026-03-01T10:00:00.000Z');
const pair = newSession(
  { usid: 'usid-12345678', kind: 'guest', consumerType: 'GUEST' },
  { accessToken: `atk-${'a'.repeat(43)}`, refreshToken: `rtk-${'r'.repeat(43)}` },
  'fam-1',
  now,
);
const messageOf = (decision: ReturnType<typeof decideRefresh>) =>
  isFailure(decision) ? [decision.errorId, decision.message] : decision.kind;

describe('decideRefresh', () => {
  it('rotates a fresh refresh token', () => {
    expect(decideRefresh(pair, now)).toEqual({ kind: 'rotate' });
  });

  it('rotates a used one again within the grace window (a tab that read the stored token a moment late)', () => {
    const used = { ...pair, refreshUsedAt: now.toISOString() };
    expect(decideRefresh(used, now)).toEqual({ kind: 'rotate' });
    const lastMoment = new Date(now.getTime() + REUSE_GRACE_SECONDS * 1000);
    expect(decideRefresh(used, lastMoment)).toEqual({ kind: 'rotate' });
  });

  it('calls a used one reuse past the grace window, answered AUT404 saying so', () => {
    const later = new Date(now.getTime() + REUSE_GRACE_SECONDS * 1000 + 1);
    const decision = decideRefresh({ ...pair, refreshUsedAt: now.toISOString() }, later);
    expect(decision).toEqual({
      kind: 'reuse',
      failure: expect.objectContaining({
        errorId: 'AUT404',
        message: 'The refresh token was already used. Please sign in again.',
      }),
    });
  });

  it('refuses unknown, revoked and expired ones with AUT404', () => {
    const expired = new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000);
    expect(messageOf(decideRefresh(undefined, now))).toEqual([
      'AUT404',
      'The refresh token is not known. Please sign in again.',
    ]);
    // A revoked family says so even for a used token: the reuse was dealt with already.
    expect(
      messageOf(decideRefresh({ ...pair, revoked: true, refreshUsedAt: now.toISOString() }, now)),
    ).toEqual(['AUT404', 'The refresh token has been revoked. Please sign in again.']);
    expect(messageOf(decideRefresh(pair, expired))).toEqual([
      'AUT404',
      'The refresh token has expired. Please sign in again.',
    ]);
  });
});
