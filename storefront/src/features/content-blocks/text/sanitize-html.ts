import DOMPurify from 'dompurify';
import { EDITORIAL_ATTRIBUTES, EDITORIAL_TAGS, finishEditorialHtml } from './editorial-html';

/**
 * Content rich text made safe with DOMPurify and the editorial allow-list (editorial-html.ts): no scripts,
 * event handlers, styles, forms, frames or script URLs survive; then the shared link and picture rules.
 * The sanitiser of browsers without their own (render-editorial-html.ts), loaded only there.
 */
export function sanitizeToFragment(html: string, locale?: string): DocumentFragment {
  const fragment =
    DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...EDITORIAL_TAGS],
      ALLOWED_ATTR: [...EDITORIAL_ATTRIBUTES],
      ALLOW_DATA_ATTR: false,
      RETURN_DOM_FRAGMENT: true,
      // Markup that leaves no body to read (a frameset) gives null: nothing is kept.
    }) ?? document.createDocumentFragment();
  finishEditorialHtml(fragment, locale);
  return fragment;
}

/** The same, as an HTML string (tests, and anything that needs markup rather than nodes). */
export function sanitizeHtml(html: string, locale?: string): string {
  const holder = document.createElement('div');
  holder.append(sanitizeToFragment(html, locale));
  return holder.innerHTML;
}
