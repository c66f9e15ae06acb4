import type { PageType } from '../../../../contracts/common/page-urls';

/**
 * The header's flags (spec 001 section 4: expanded, minimized, transparent, scrolled-up; sticky unless the
 * route is excluded), decided from plain facts so the rules are tested without a browser.
 */

/** Pages whose header does not stick: checkout keeps the shopper on the form, without a hiding bar. */
const NON_STICKY_PAGES: ReadonlySet<PageType> = new Set(['checkout']);

export const isStickyPage = (page: PageType): boolean => !NON_STICKY_PAGES.has(page);

export interface ScrollFacts {
  /** Scroll position now and at the previous event. */
  readonly y: number;
  readonly lastY: number;
  /** Height of the header: it never hides before the page has scrolled past it. */
  readonly headerHeight: number;
  /** Focus inside the header or a menu open: hiding would hide what the shopper is using. */
  readonly engaged: boolean;
}

/** Movements smaller than this are jitter (touch scrolling, rubber-banding) and change nothing. */
const SCROLL_THRESHOLD = 8;

/**
 * Whether the header is minimized (slid out of view) after a scroll: hide going down past the header,
 * show again going up ("scrolled-up") or near the top, never hide while engaged.
 */
export function nextMinimized(current: boolean, facts: ScrollFacts): boolean {
  if (facts.engaged || facts.y <= facts.headerHeight) return false;
  const delta = facts.y - facts.lastY;
  if (Math.abs(delta) < SCROLL_THRESHOLD) return current;
  return delta > 0;
}
