/** The address of an account area (or of a page under it) in a locale. */
export const accountPath = (locale: string, path = ''): string =>
  path ? `/${locale}/account/${path}` : `/${locale}/account`;
