import { localiseContentHref } from '../content-href';

/**
 * What editorial rich text may hold: text structure, links, lists, tables and inline pictures. One allow-list
 * for both sanitisers (render-editorial-html.ts): the browser's own where it has one, DOMPurify otherwise.
 */
export const EDITORIAL_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;
export const EDITORIAL_ATTRIBUTES = [
  'alt',
  'colspan',
  'height',
  'href',
  'lang',
  'rel',
  'rowspan',
  'scope',
  'src',
  'target',
  'title',
  'width',
] as const;
/**
 * Wrappers editors paste around their text (from word processors and older CMS pages): outside the
 * allow-list, so they go, but their text stays. DOMPurify keeps the text of every element it removes
 * except scripts, styles and the like; the browser's sanitiser keeps only what it is told to unwrap.
 */
export const UNWRAPPED_TAGS = [
  'address',
  'article',
  'aside',
  'center',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'font',
  'footer',
  'header',
  'ins',
  'label',
  'main',
  'mark',
  'nav',
  'pre',
  'section',
  'time',
] as const;

/**
 * Link URLs that survive: http(s), mailto, tel and site paths ('/x', never '//host' or '/\\host', which
 * browsers read as another host). Tested after dropping the tabs and newlines browsers ignore in URLs.
 */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|\/(?![/\\]))/i;
/** Pictures come from http(s) only: no site paths the storefront does not serve, no mailto or data. */
const PICTURE_URL = /^https?:\/\//i;
const isSafeUrl = (value: string): boolean => SAFE_URL.test(value.replace(/[\t\n\r]/g, ''));

/**
 * The rules on top of the allow-list, applied to the sanitised tree (either sanitiser's): link and picture
 * URLs outside SAFE_URL go; a new-tab link cannot reach back to the page (rel noopener noreferrer) and any
 * other target goes; with a locale, site links are put on it (content-href.ts); a picture without an
 * http(s) source goes (an empty img would be a broken picture). Only removes, or writes values it checked.
 */
export function finishEditorialHtml(root: Element | DocumentFragment, locale?: string): void {
  for (const element of root.querySelectorAll('[href], [src]')) {
    for (const name of ['href', 'src']) {
      const value = element.getAttribute(name);
      if (value !== null && !isSafeUrl(value)) element.removeAttribute(name);
    }
  }
  for (const link of root.querySelectorAll('a')) {
    if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('target');
    const href = link.getAttribute('href');
    if (href !== null && locale) {
      const localised = localiseContentHref(href, locale);
      if (isSafeUrl(localised)) link.setAttribute('href', localised);
    }
  }
  for (const picture of root.querySelectorAll('img')) {
    if (!PICTURE_URL.test(picture.getAttribute('src') ?? '')) picture.remove();
  }
}
