import DOMPurify from 'dompurify';

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
 * Content rich text made safe to render as HTML (DOMPurify with an editorial allow-list): no scripts, event
 * handlers, styles, forms, frames or javascript: URLs survive.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
