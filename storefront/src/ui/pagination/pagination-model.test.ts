import { describe, expect, it } from 'vitest';
import { PAGINATION_DEFAULTS, type PaginationItem, paginationItems, totalPagesFor } from './pagination-model';

/** A compact picture: « ‹ 1 [2] 3 … 20 › » with disabled steps in parentheses. */
function picture(items: PaginationItem[]): string {
  return items
    .map((item) => {
      switch (item.type) {
        case 'ellipsis':
          return '…';
        case 'page':
          return item.current ? `[${item.page}]` : String(item.page);
        default: {
          const glyph = { first: '«', previous: '‹', next: '›', last: '»' }[item.type];
          return item.disabled ? `(${glyph})` : `${glyph}${item.page}`;
        }
      }
    })
    .join(' ');
}

describe('paginationItems (spec 000: first, previous, next, last, numbers, ellipsis; page 1, 2 siblings, min 1 page)', () => {
  it('has the spec defaults', () => {
    expect(PAGINATION_DEFAULTS).toEqual({ page: 1, siblings: 2, minPages: 1 });
  });

  it('1 page: one current page, every step disabled', () => {
    expect(picture(paginationItems({ totalPages: 1 }))).toBe('(«) (‹) [1] (›) (»)');
  });

  it('0 or junk total pages still gives the minimum of 1 page', () => {
    expect(picture(paginationItems({ totalPages: 0 }))).toBe('(«) (‹) [1] (›) (»)');
    expect(picture(paginationItems({ totalPages: Number.NaN }))).toBe('(«) (‹) [1] (›) (»)');
  });

  it('5 pages at page 1, 3 and 5: every number, no ellipsis', () => {
    expect(picture(paginationItems({ totalPages: 5 }))).toBe('(«) (‹) [1] 2 3 4 5 ›2 »5');
    expect(picture(paginationItems({ totalPages: 5, page: 3 }))).toBe('«1 ‹2 1 2 [3] 4 5 ›4 »5');
    expect(picture(paginationItems({ totalPages: 5, page: 5 }))).toBe('«1 ‹4 1 2 3 4 [5] (›) (»)');
  });

  it('20 pages at page 1', () => {
    expect(picture(paginationItems({ totalPages: 20, page: 1 }))).toBe('(«) (‹) [1] 2 3 … 20 ›2 »20');
  });

  it('20 pages at page 10: two siblings each side, ellipses both sides', () => {
    expect(picture(paginationItems({ totalPages: 20, page: 10 }))).toBe(
      '«1 ‹9 1 … 8 9 [10] 11 12 … 20 ›11 »20',
    );
  });

  it('20 pages at page 20', () => {
    expect(picture(paginationItems({ totalPages: 20, page: 20 }))).toBe('«1 ‹19 1 … 18 19 [20] (›) (»)');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(picture(paginationItems({ totalPages: 20, page: 5 }))).toBe('«1 ‹4 1 2 3 4 [5] 6 7 … 20 ›6 »20');
    expect(picture(paginationItems({ totalPages: 20, page: 4 }))).toBe('«1 ‹3 1 2 3 [4] 5 6 … 20 ›5 »20');
  });

  it('honours other sibling counts', () => {
    expect(picture(paginationItems({ totalPages: 20, page: 10, siblings: 1 }))).toBe(
      '«1 ‹9 1 … 9 [10] 11 … 20 ›11 »20',
    );
    expect(picture(paginationItems({ totalPages: 20, page: 10, siblings: 0 }))).toBe(
      '«1 ‹9 1 … [10] … 20 ›11 »20',
    );
  });

  it('clamps a page outside the range', () => {
    expect(picture(paginationItems({ totalPages: 3, page: 9 }))).toBe('«1 ‹2 1 2 [3] (›) (»)');
    expect(picture(paginationItems({ totalPages: 3, page: -2 }))).toBe('(«) (‹) [1] 2 3 ›2 »3');
  });

  it('never repeats a page number and keeps them ascending', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const pages = paginationItems({ totalPages: total, page }).flatMap((i) =>
          i.type === 'page' ? [i.page] : [],
        );
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(page);
      }
    }
  });
});

describe('totalPagesFor', () => {
  it('rounds up and keeps the minimum of 1', () => {
    expect(totalPagesFor(0, 24)).toBe(1);
    expect(totalPagesFor(24, 24)).toBe(1);
    expect(totalPagesFor(25, 24)).toBe(2);
    expect(totalPagesFor(100, 0)).toBe(1);
  });
});
