import { pageSlug } from '../../../../contracts/entities/content-page';

/** The content page an address names: its slug, and the slugs of the pages above it in the tree. */
export interface ContentPagePath {
  readonly slug: string;
  /** Outermost first (/help/help-returns: ['help']); each may or may not be a page of its own. */
  readonly ancestors: readonly string[];
}

/**
 * /{locale}/help/help-returns -> help-returns under help; /{locale}/journal/{article} -> the article
 * under the journal; /{locale}/about-us -> about-us. The last segment is the page's slug (the content
 * API's child pages and article teasers link so); the segments before it are its place in the tree.
 * Undefined when a segment cannot be a content slug (the page is then not found without a call).
 */
export function contentPagePath(pathname: string): ContentPagePath | undefined {
  const segments = pathname.split('/').filter(Boolean).slice(1);
  if (!segments.length || !segments.every((s) => pageSlug.safeParse(s).success)) return undefined;
  return { slug: segments[segments.length - 1] as string, ancestors: segments.slice(0, -1) };
}
