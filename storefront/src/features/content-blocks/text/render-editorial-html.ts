import { EDITORIAL_ATTRIBUTES, EDITORIAL_TAGS, finishEditorialHtml, UNWRAPPED_TAGS } from './editorial-html';

/** The HTML Sanitizer API (Chromium 146+, Firefox 148+), not yet in TypeScript's DOM types. */
interface SanitizerConfig {
  readonly elements: readonly string[];
  readonly attributes: readonly string[];
  readonly replaceWithChildrenElements: readonly string[];
  readonly comments: boolean;
  readonly dataAttributes: boolean;
}
type WithSetHtml = Element & { setHTML?: (html: string, options: { sanitizer: SanitizerConfig }) => void };

const PLATFORM_CONFIG: SanitizerConfig = {
  elements: EDITORIAL_TAGS,
  attributes: EDITORIAL_ATTRIBUTES,
  replaceWithChildrenElements: UNWRAPPED_TAGS,
  comments: false,
  dataAttributes: false,
};

/**
 * Puts content rich text into `element`, sanitised. Where the browser has its own sanitiser (setHTML, which
 * never lets script through whatever the config), it does the work and nothing is downloaded; elsewhere
 * DOMPurify loads (its own chunk, ~12 kB gzip) and does it. Both use one allow-list and the same link and
 * picture rules (editorial-html.ts). Returns nothing when it is done, or the download's promise;
 * `stillWanted` is asked before writing after the download.
 */
export function renderEditorialHtml(
  element: HTMLElement,
  html: string,
  locale: string | undefined,
  stillWanted: () => boolean = () => true,
): Promise<void> | undefined {
  const target = element as WithSetHtml;
  if (typeof target.setHTML === 'function') {
    target.setHTML(html, { sanitizer: PLATFORM_CONFIG });
    finishEditorialHtml(element, locale);
    return undefined;
  }
  return import('./sanitize-html').then(({ sanitizeToFragment }) => {
    if (stillWanted()) element.replaceChildren(sanitizeToFragment(html, locale));
  });
}
