/**
 * PKCE with the S256 method (RFC 7636): the code challenge is base64url, without padding, of the SHA-256
 * of the code verifier. Verifiers of 32 to 128 characters are accepted (the spec's storefront sends 32,
 * RFC 7636 asks 43 to 128). Web Crypto, so it runs in Node 20 and in the browser worker alike.
 */
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{32,128}$/;

/** base64url without padding (RFC 4648 section 5), as PKCE and the minted tokens write bytes. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** Whether the verifier is well formed and hashes to the challenge the code was bound to. */
export async function verifierMatches(verifier: string, challenge: string): Promise<boolean> {
  if (!VERIFIER_PATTERN.test(verifier)) return false;
  return (await codeChallengeS256(verifier)) === challenge;
}
