import type { SearchSort } from '../../../contracts/entities/product-search';
import { SEARCH_SORTS } from '../../../contracts/entities/product-search';
import { type CategorySeed, isSoldIn, type ProductSeed } from '../../db/seed/catalogue-types';
import { type FacetContext, type FacetSelection, facetsOf, matchesSelection } from './search-facets';

const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  bestMatches: 'Best matches',
  newest: 'Newest',
  priceLowToHigh: 'Price: low to high',
  priceHighToLow: 'Price: high to low',
  topRated: 'Top rated',
};

/** Terms that lead to a page rather than a result list (path after the locale). */
const REDIRECT_TERMS: Readonly<Record<string, string>> = {
  'gift card': 'gift-card',
  'gift cards': 'gift-card',
  stores: 'store-locator',
  'store locator': 'store-locator',
  'find a store': 'store-locator',
  help: 'help',
};

const normalizeTerm = (q: string): string => q.trim().toLowerCase().replace(/\s+/g, ' ');

/** Lower-case word tokens; plural s dropped so "boot" finds "boots" and "boots" finds "boot". */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((t) => (t.length > 3 && t.endsWith('s') ? t.slice(0, -1) : t));
}

/**
 * Relevance of a product for a term: every query token must start a word of the product (name,
 * categories, colours, gender); name words weigh three times more. 0 means no match.
 */
export function relevance(
  p: ProductSeed,
  query: readonly string[],
  categoryById: ReadonlyMap<string, CategorySeed>,
): number {
  if (query.length === 0) return 1;
  const nameWords = tokens(p.name);
  const otherWords = tokens(
    [
      ...p.categoryIds.map((id) => categoryById.get(id)?.name ?? ''),
      ...p.colors.flatMap((c) => [c.label, c.family]),
      p.gender,
      p.description,
    ].join(' '),
  );
  let score = 0;
  for (const t of query) {
    const inName = nameWords.some((w) => w.startsWith(t));
    const inOther = otherWords.some((w) => w.startsWith(t));
    if (!inName && !inOther) return 0;
    score += inName ? 3 : 1;
  }
  return score;
}

interface SearchInput {
  readonly q?: string | undefined;
  readonly categoryId?: string | undefined;
  readonly selection: FacetSelection;
  readonly sort: SearchSort;
  readonly page: number;
  readonly pageSize: number;
}

interface SearchOutcome {
  readonly products: readonly ProductSeed[];
  readonly total: number;
  readonly facets: ReturnType<typeof facetsOf>;
  readonly sortOptions: { id: SearchSort; label: string; selected: boolean }[];
}

const lowPrice = (p: ProductSeed, ctx: FacetContext) =>
  Math.min(...p.colors.map((c) => c.prices[ctx.currency].current));

function sorter(sort: SearchSort, scores: ReadonlyMap<string, number>, ctx: FacetContext) {
  const byId = (a: ProductSeed, b: ProductSeed) => a.styleId.localeCompare(b.styleId);
  return (a: ProductSeed, b: ProductSeed): number => {
    switch (sort) {
      case 'newest':
        return b.launchedAt.localeCompare(a.launchedAt) || byId(a, b);
      case 'priceLowToHigh':
        return lowPrice(a, ctx) - lowPrice(b, ctx) || byId(a, b);
      case 'priceHighToLow':
        return lowPrice(b, ctx) - lowPrice(a, ctx) || byId(a, b);
      case 'topRated':
        return b.rating.score - a.rating.score || b.rating.count - a.rating.count || byId(a, b);
      case 'bestMatches':
        return (
          (scores.get(b.styleId) ?? 0) - (scores.get(a.styleId) ?? 0) ||
          b.popularity - a.popularity ||
          byId(a, b)
        );
    }
  };
}

/** Search and listing: term and category scope, facet filters, facets with counts, sort and one page. */
export function searchCatalogue(
  all: readonly ProductSeed[],
  input: SearchInput,
  ctx: FacetContext,
): SearchOutcome {
  const query = input.q ? tokens(input.q) : [];
  const scores = new Map<string, number>();
  const scoped = all.filter((p) => {
    if (!p.online || !isSoldIn(p, ctx.currency)) return false;
    if (input.categoryId && !p.categoryIds.includes(input.categoryId)) return false;
    const score = relevance(p, query, ctx.categoryById);
    scores.set(p.styleId, score);
    return score > 0;
  });
  const matching = scoped
    .filter((p) => matchesSelection(p, input.selection, ctx))
    .sort(sorter(input.sort, scores, ctx));
  const start = (input.page - 1) * input.pageSize;
  return {
    products: matching.slice(start, start + input.pageSize),
    total: matching.length,
    facets: facetsOf(scoped, input.selection, ctx),
    sortOptions: SEARCH_SORTS.map((id) => ({ id, label: SORT_LABELS[id], selected: id === input.sort })),
  };
}

/** The searchhub landing of a term naming a category ("hiking boots" -> /en-us/searchhub/hiking-boots). */
export function searchhubFor(
  q: string,
  categories: readonly CategorySeed[],
  locale: string,
): string | undefined {
  const term = tokens(q).join(' ');
  const category = categories.find((c) => tokens(c.name).join(' ') === term);
  return category ? `/${locale}/searchhub/${category.slug}` : undefined;
}

export function redirectFor(q: string, locale: string): string | undefined {
  const page = REDIRECT_TERMS[normalizeTerm(q)];
  return page ? `/${locale}/${page}` : undefined;
}
