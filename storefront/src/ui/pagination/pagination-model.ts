/**
 * Spec 000 section 2: a pagination control has first, previous, next, last, page numbers and an ellipsis.
 * Section 9: defaults page 1, 2 siblings, minimum 1 page.
 */
export const PAGINATION_DEFAULTS = { page: 1, siblings: 2, minPages: 1 } as const;

export type PaginationItem =
  | { type: 'first' | 'previous' | 'next' | 'last'; page: number; disabled: boolean }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; page?: undefined };

export interface PaginationInput {
  /** The total number of pages (at least minPages). */
  totalPages: number;
  page?: number;
  siblings?: number;
}

/**
 * first, previous, the page numbers, next, last. Page 1 and the last page always show; `siblings` pages
 * either side of the current one; a gap of more than one page becomes an ellipsis (a gap of exactly one
 * page shows that page, since an ellipsis would hide no more than a number).
 */
export function paginationItems({
  totalPages,
  page = PAGINATION_DEFAULTS.page,
  siblings = PAGINATION_DEFAULTS.siblings,
}: PaginationInput): PaginationItem[] {
  const total = Math.max(PAGINATION_DEFAULTS.minPages, Math.floor(totalPages) || 0);
  const current = Math.min(total, Math.max(1, Math.floor(page) || 1));
  const from = Math.max(1, current - siblings);
  const to = Math.min(total, current + siblings);

  const pages: number[] = [];
  const push = (n: number) => {
    if (!pages.includes(n)) pages.push(n);
  };
  push(1);
  for (let n = from; n <= to; n++) push(n);
  push(total);

  const numbers: PaginationItem[] = [];
  let previous = 0;
  for (const n of pages) {
    if (n - previous === 2) numbers.push({ type: 'page', page: n - 1, current: false });
    else if (n - previous > 2) numbers.push({ type: 'ellipsis' });
    numbers.push({ type: 'page', page: n, current: n === current });
    previous = n;
  }

  return [
    { type: 'first', page: 1, disabled: current === 1 },
    { type: 'previous', page: Math.max(1, current - 1), disabled: current === 1 },
    ...numbers,
    { type: 'next', page: Math.min(total, current + 1), disabled: current === total },
    { type: 'last', page: total, disabled: current === total },
  ];
}

/** The total pages for a result count: at least minPages. */
export function totalPagesFor(total: number, pageSize: number): number {
  if (!(pageSize > 0)) return PAGINATION_DEFAULTS.minPages;
  return Math.max(PAGINATION_DEFAULTS.minPages, Math.ceil(total / pageSize));
}
