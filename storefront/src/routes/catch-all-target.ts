import { recognisePage } from '../../../contracts/common/page-urls';
import { type ContentPagePath, contentPagePath } from '../features/content-pages/content-page-path';
import { searchHref } from '../features/search/suggestion-options';

const SHOWCASE_PATH = /^\/[^/]+\/showcase\/?$/;

/** What a path the route table does not name shows. */
export type CatchAllTarget =
  /** The prefixed category and product paths; the showcase preview tool (/{locale}/showcase). */
  | { readonly kind: 'category' | 'product' | 'showcase' }
  /** A searchhub landing (spec 001 section 2): the search for its term, on the search page. */
  | { readonly kind: 'searchhub'; readonly href: string }
  /** A content page (generic, child, article, a named page such as basecamp); not found if the API has none. */
  | { readonly kind: 'content'; readonly path: ContentPagePath }
  | { readonly kind: 'notFound' };

/**
 * The prefixed alternatives of spec 000 section 2 (/{locale}/.../{slug}-c1234 a category, -pID a product),
 * a path containing searchhub (/{locale}/searchhub/hiking-boots: the search for "hiking boots"), else the
 * content page the path names (content-page-path.ts). Pure, so the link walk test reads the same answer.
 */
export function catchAllTarget(pathname: string): CatchAllTarget {
  const page = recognisePage(pathname);
  if (page.type === 'category' || page.type === 'product') return { kind: page.type };
  const locale = pathname.split('/')[1] ?? '';
  if (SHOWCASE_PATH.test(pathname)) return { kind: 'showcase' };
  if (page.type === 'searchhub') {
    const last = pathname.split('/').filter(Boolean).pop() ?? '';
    const term = last.toLowerCase() === 'searchhub' ? '' : decodeURIComponent(last).replace(/-/g, ' ');
    return { kind: 'searchhub', href: term ? searchHref(locale, term) : `/${locale}/search` };
  }
  const path = contentPagePath(pathname);
  return path ? { kind: 'content', path } : { kind: 'notFound' };
}
