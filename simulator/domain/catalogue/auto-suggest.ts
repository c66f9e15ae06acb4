import { type Language, nounOf } from '../../db/seed/catalogue-copy-names';
import type { CategorySeed, ProductSeed } from '../../db/seed/catalogue-types';
import { relevance, tokens } from './search';

const MAX_SUGGESTED_TERMS = 5;
const MAX_SUGGESTED_CATEGORIES = 4;
const MAX_SUGGESTED_PRODUCTS = 6;

/** Whether every token of the typed text starts a word of the candidate (the last one may be partial). */
function startsWords(candidate: string, typed: readonly string[]): boolean {
  const words = tokens(candidate);
  return typed.length > 0 && typed.every((t) => words.some((w) => w.startsWith(t)));
}

interface Suggestions {
  readonly terms: { value: string; count: number }[];
  readonly categories: CategorySeed[];
  readonly products: ProductSeed[];
}

/**
 * Type-ahead: terms (category names and product kinds that match, with how many products they find),
 * categories whose name matches, and the best-matching products by relevance then popularity.
 */
export function suggest(
  q: string,
  products: readonly ProductSeed[],
  categories: readonly CategorySeed[],
  categoryById: ReadonlyMap<string, CategorySeed>,
  language: Language = 'en',
): Suggestions {
  const typed = tokens(q);
  const online = products.filter((p) => p.online);
  // Product kinds are the nouns of the names, in the shopper's language ("down jacket", "tente 2 places").
  const kinds = online.map((p) => nounOf(p.productType, p.copy.name.noun)[language].toLowerCase());
  const candidates = [...new Set([...categories.map((c) => c.name.toLowerCase()), ...kinds])].filter((c) =>
    startsWords(c, typed),
  );
  const terms = candidates
    .map((value) => ({
      value,
      count: online.filter((p) => relevance(p, tokens(value), categoryById) > 0).length,
    }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, MAX_SUGGESTED_TERMS);
  const matchedCategories = categories
    .filter((c) => startsWords(c.name, typed))
    .slice(0, MAX_SUGGESTED_CATEGORIES);
  const scored = online
    .map((p) => ({ p, score: relevance(p, typed, categoryById) }))
    .filter((s) => s.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score || b.p.popularity - a.p.popularity || a.p.styleId.localeCompare(b.p.styleId),
    )
    .slice(0, MAX_SUGGESTED_PRODUCTS)
    .map((s) => s.p);
  return { terms, categories: matchedCategories, products: scored };
}
