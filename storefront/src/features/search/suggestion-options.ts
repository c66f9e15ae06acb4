import type { AutoSuggestAnswer } from '../../commerce/catalogue';

type SuggestedProduct = AutoSuggestAnswer['products'][number];

export type SuggestionKind = 'term' | 'category' | 'product';

export interface SuggestionOption {
  readonly kind: SuggestionKind;
  /** Unique within the list; the DOM id of the option derives from it. */
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly product?: SuggestedProduct;
  readonly count?: number | undefined;
}

export interface SuggestionGroup {
  readonly kind: SuggestionKind;
  readonly options: readonly SuggestionOption[];
}

export const searchHref = (locale: string, q: string): string =>
  `/${locale}/search?${new URLSearchParams({ q: q.trim() }).toString()}`;

/** The answer as groups in display order (terms, categories, products); empty groups left out. */
export function suggestionGroups(answer: AutoSuggestAnswer | undefined, locale: string): SuggestionGroup[] {
  if (!answer) return [];
  const groups: SuggestionGroup[] = [
    {
      kind: 'term',
      options: answer.terms.map((t) => ({
        kind: 'term',
        key: `term-${t.value}`,
        label: t.value,
        href: searchHref(locale, t.value),
        count: t.count,
      })),
    },
    {
      kind: 'category',
      options: answer.categories.map((c) => ({
        kind: 'category',
        key: `category-${c.id}`,
        label: c.name,
        href: c.url,
      })),
    },
    {
      kind: 'product',
      options: answer.products.map((p) => ({
        kind: 'product',
        key: `product-${p.id}`,
        label: p.name,
        href: p.pdpUrl,
        product: p,
      })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/**
 * The next active option for ArrowDown (+1) or ArrowUp (-1): from none, down goes to the first and up to
 * the last; past either end goes back to none (the input), as the combobox pattern allows.
 */
export function moveActive(active: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return delta === 1 ? 0 : count - 1;
  const next = active + delta;
  return next < 0 || next >= count ? -1 : next;
}
