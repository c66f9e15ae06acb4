/**
 * The reset page's address, as the reset email's link carries it: /{locale}/reset-password?email=..&code=..
 * (docs/decisions.md, issue 24 passwords). Without a code the page asks for it (the code typed from the email).
 */
export function resetPasswordPath(locale: string, link: { email?: string; code?: string }): string {
  const query = new URLSearchParams();
  if (link.email) query.set('email', link.email);
  if (link.code) query.set('code', link.code);
  const search = query.toString();
  return `/${locale}/reset-password${search ? `?${search}` : ''}`;
}
