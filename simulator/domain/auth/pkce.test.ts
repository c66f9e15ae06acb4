import { describe, expect, it } from 'vitest';
import { codeChallengeS256, verifierMatches } from './pkce';

describe('PKCE S256', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('accepts the spec storefront 32-character verifier and an RFC 128-character one', async () => {
    for (const verifier of ['x3Vb9QkLm2Np7Rt5Wz8Yc4Df6Gh1Jk0S', 'a'.repeat(128)]) {
      const challenge = await codeChallengeS256(verifier);
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await verifierMatches(verifier, challenge)).toBe(true);
    }
  });

  it('rejects another verifier, and verifiers outside 32 to 128 characters', async () => {
    const challenge = await codeChallengeS256('x3Vb9QkLm2Np7Rt5Wz8Yc4Df6Gh1Jk0S');
    expect(await verifierMatches('x3Vb9QkLm2Np7Rt5Wz8Yc4Df6Gh1Jk0T', challenge)).toBe(false);
    const short = 'a'.repeat(31);
    expect(await verifierMatches(short, await codeChallengeS256(short))).toBe(false);
    const long = 'a'.repeat(129);
    expect(await verifierMatches(long, await codeChallengeS256(long))).toBe(false);
  });
});
