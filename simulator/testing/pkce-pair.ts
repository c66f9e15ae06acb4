/** Test support: RFC 7636 appendix B's verifier and its S256 challenge, for sign-ins in tests and scenarios. */
export const PKCE = {
  verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
} as const;
