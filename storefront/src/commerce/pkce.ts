/**
 * PKCE with the S256 method (RFC 7636) in Web Crypto, so no library ships for it. The verifier is 32
 * characters of the unreserved set (spec 000 section 9: code verifier length 32); the challenge is the
 * base64url SHA-256 of the verifier without padding, always 43 characters.
 */
export const CODE_VERIFIER_LENGTH = 32;

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** The largest multiple of the alphabet size under 256: bytes above it are drawn again (no modulo bias). */
const UNBIASED_LIMIT = 256 - (256 % UNRESERVED.length);

export function createCodeVerifier(length: number = CODE_VERIFIER_LENGTH): string {
  let verifier = '';
  while (verifier.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < UNBIASED_LIMIT && verifier.length < length) verifier += UNRESERVED[byte % UNRESERVED.length];
    }
  }
  return verifier;
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export interface PkcePair {
  readonly verifier: string;
  readonly challenge: string;
}

export async function createPkcePair(): Promise<PkcePair> {
  const verifier = createCodeVerifier();
  return { verifier, challenge: await codeChallengeS256(verifier) };
}
