import DOMPurify from 'dompurify';
import { localiseContentHref } from '../content-href';

/** What editorial rich text may hold: text structure, links, lists, tables and inline pictures. */
const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = [
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
];

/**
 * Link URLs that survive: http(s), mailto, tel and site paths ('/x', never '//host' or '/\\host', which
 * browsers read as another host). Tested after dropping the tabs and newlines browsers ignore in URLs.
 */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|\/(?![/\\]))/i;
/** Pictures come from http(s) only: no site paths the storefront does not serve, no mailto or data. */
const PICTURE_URL = /^https?:\/\//i;

/** The shopper's locale for the sanitise call under way (hooks are global; sanitising is synchronous). */
let shopperLocale: string | undefined;

/** A link or picture URL outside SAFE_URL goes (DOMPurify's own URL check still runs after this one). */
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'href' && data.attrName !== 'src') return;
  if (!SAFE_URL.test(data.attrValue.replace(/[\t\n\r]/g, ''))) data.keepAttr = false;
});

/**
 * After DOMPurify has kept an element's allowed attributes: a new-tab link cannot reach back to the page
 * (rel noopener noreferrer), any other target is dropped, a site link is put on the shopper's locale, and a
 * picture without an http(s) source goes (an empty img would be a broken picture).
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const target = node.getAttribute('target');
    if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
    const href = node.getAttribute('href');
    if (href !== null && shopperLocale) node.setAttribute('href', localiseContentHref(href, shopperLocale));
  } else if (node.tagName === 'IMG' && !PICTURE_URL.test(node.getAttribute('src') ?? '')) {
    node.remove();
  }
});

/**
 * Content rich text made safe to render as HTML (DOMPurify with an editorial allow-list): no scripts, event
 * handlers, styles, forms, frames or script URLs survive; links keep http(s), mailto, tel and site paths,
 * pictures http(s) only. With a locale, site links are put on it (content-href.ts).
 */
export function sanitizeHtml(html: string, locale?: string): string {
  shopperLocale = locale;
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
    });
  } finally {
    shopperLocale = undefined;
  }
}
