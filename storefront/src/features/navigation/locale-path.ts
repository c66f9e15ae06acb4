/**
 * The same page under another locale: /en-us/c/jackets-1100?sort=new -> /fr-ca/c/jackets-1100?sort=new.
 * A path without a locale segment gets one.
 */
export function pathInLocale(pathname: string, search: string, locale: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  const hasLocale = /^[a-z]{2}-[a-z0-9]{2,3}$/i.test(first);
  const tail = (hasLocale ? rest : [first, ...rest]).filter(Boolean);
  return `${['', locale, ...tail].join('/')}${search}`;
}
