import { describe, expect, it } from 'vitest';
import {
  base64Url,
  CODE_VERIFIER_LENGTH,
  codeChallengeS256,
  createCodeVerifier,
  createPkcePair,
} from './pkce';

describe('PKCE S256', () => {
  it('makes a verifier of 32 unreserved characters, different each time', () => {
    const verifiers = Array.from({ length: 50 }, () => createCodeVerifier());
    for (const v of verifiers) expect(v).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
    expect(CODE_VERIFIER_LENGTH).toBe(32);
    expect(new Set(verifiers).size).toBe(50);
  });

  it('hashes to the RFC 7636 appendix B example challenge', async () => {
    // RFC 7636 appendix B: verifier and its S256 challenge.
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('gives a 43-character base64url challenge without padding', async () => {
    const { verifier, challenge } = await createPkcePair();
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(await codeChallengeS256(verifier));
  });

  it('encodes base64url with - and _ and no padding', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });
});
