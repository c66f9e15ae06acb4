import { parseFacetFilters } from '../../../contracts/common/facet-filters';
import type { Facet } from '../../../contracts/entities/product-search';
import { COLOR_FAMILY_LABELS, FACET_TEXTS, sizeLabel } from '../../db/seed/catalogue-copy-labels';
import type { Language } from '../../db/seed/catalogue-copy-names';
import { SIZE_ORDER } from '../../db/seed/catalogue-taxonomy';
import type { CategorySeed, Currency, ProductSeed } from '../../db/seed/catalogue-types';
import { formatMoney } from '../commerce/money';

/** Selected facet values: facet id -> values (OR within a facet, AND across facets). */
export type FacetSelection = ReadonlyMap<string, ReadonlySet<string>>;

/** `color:black,red|size:m` -> { color: {black, red}, size: {m} } (contracts/common/facet-filters.ts). */
export function parseFilters(filters: string | undefined): FacetSelection {
  return new Map(Object.entries(parseFacetFilters(filters)).map(([id, values]) => [id, new Set(values)]));
}

export interface FacetContext {
  readonly currency: Currency;
  /** Categories in the shopper's language (their names label the category facet). */
  readonly categoryById: ReadonlyMap<string, CategorySeed>;
  /** The language of the labels; English when absent. */
  readonly language?: Language;
}

const lang = (ctx: FacetContext): Language => ctx.language ?? 'en';
const text = (key: keyof typeof FACET_TEXTS, ctx: FacetContext): string => FACET_TEXTS[key][lang(ctx)];

/** Price buckets (major units), by the product's lowest current price. */
const PRICE_BUCKETS: readonly (readonly [number, number | undefined])[] = [
  [0, 50],
  [50, 100],
  [100, 200],
  [200, 400],
  [400, undefined],
];

const bucketId = ([from, to]: readonly [number, number | undefined]) =>
  to === undefined ? `${from}-plus` : `${from}-${to}`;

function priceBucket(product: ProductSeed, currency: Currency): string {
  const low = Math.min(...product.colors.map((c) => c.prices[currency].current)) / 100;
  const bucket = PRICE_BUCKETS.find(([from, to]) => low >= from && (to === undefined || low < to));
  return bucketId(
    bucket ?? (PRICE_BUCKETS[PRICE_BUCKETS.length - 1] as readonly [number, number | undefined]),
  );
}

const isOnSale = (p: ProductSeed, currency: Currency): boolean =>
  p.colors.some((c) => c.prices[currency].current < c.prices[currency].original);

interface FacetDefinition {
  readonly id: keyof typeof FACET_TEXTS;
  values(product: ProductSeed, ctx: FacetContext): readonly string[];
  valueLabel(value: string, ctx: FacetContext): string;
  /** Order of values in the answer. */
  rank(value: string, ctx: FacetContext): number | string;
}

const GENDERS = ['men', 'women', 'unisex'];

const FACETS: readonly FacetDefinition[] = [
  {
    id: 'category',
    values: (p) => (p.categoryIds[0] ? [p.categoryIds[0]] : []),
    valueLabel: (v, ctx) => ctx.categoryById.get(v)?.name ?? v,
    rank: (v, ctx) => ctx.categoryById.get(v)?.name ?? v,
  },
  {
    id: 'gender',
    values: (p) => [p.gender],
    valueLabel: (v, ctx) => (v in FACET_TEXTS ? text(v as keyof typeof FACET_TEXTS, ctx) : v),
    rank: (v) => GENDERS.indexOf(v),
  },
  {
    id: 'color',
    values: (p) => [...new Set(p.colors.map((c) => c.family))],
    valueLabel: (v, ctx) => COLOR_FAMILY_LABELS[v]?.[lang(ctx)] ?? v,
    rank: (v, ctx) => COLOR_FAMILY_LABELS[v]?.[lang(ctx)] ?? v,
  },
  {
    id: 'size',
    values: (p) => p.sizes,
    valueLabel: (v, ctx) => sizeLabel(v, lang(ctx)),
    rank: (v) => SIZE_ORDER.indexOf(v),
  },
  {
    id: 'price',
    values: (p, ctx) => [priceBucket(p, ctx.currency)],
    valueLabel: (v, ctx) => {
      const [from, to] = v.split('-');
      const french = lang(ctx) === 'fr';
      const money = (n: string | undefined) =>
        formatMoney(Number(n) * 100, ctx.currency, french ? 'fr-CA' : 'en-US', { wholeWithoutCents: true });
      if (to === 'plus') return french ? `${money(from)} et plus` : `${money(from)} and up`;
      return `${money(from)} - ${money(to)}`;
    },
    rank: (v) => PRICE_BUCKETS.findIndex((b) => bucketId(b) === v),
  },
  {
    id: 'sale',
    values: (p, ctx) => (isOnSale(p, ctx.currency) ? ['true'] : []),
    valueLabel: (_v, ctx) => text('onSale', ctx),
    rank: () => 0,
  },
];

const facetById = new Map<string, FacetDefinition>(FACETS.map((f) => [f.id, f]));

/** Whether a product has, for every selected facet except `except`, one of the selected values. */
export function matchesSelection(
  p: ProductSeed,
  selection: FacetSelection,
  ctx: FacetContext,
  except?: string,
): boolean {
  for (const [id, selected] of selection) {
    if (id === except || selected.size === 0) continue;
    const facet = facetById.get(id);
    if (!facet) continue; // unknown facets are ignored, as search engines ignore unknown refinements
    if (!facet.values(p, ctx).some((v) => selected.has(v))) return false;
  }
  return true;
}

function compare(a: number | string, b: number | string): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * Facets with counts. Each facet counts the products that match every other facet's selection
 * (disjunctive faceting), so choosing black still shows how many are red. Empty values are left out
 * unless selected.
 */
export function facetsOf(
  products: readonly ProductSeed[],
  selection: FacetSelection,
  ctx: FacetContext,
): Facet[] {
  return FACETS.flatMap((facet) => {
    const counts = new Map<string, number>();
    for (const p of products) {
      if (!matchesSelection(p, selection, ctx, facet.id)) continue;
      for (const v of facet.values(p, ctx)) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const selected = selection.get(facet.id) ?? new Set<string>();
    for (const v of selected) if (!counts.has(v)) counts.set(v, 0);
    const values = [...counts]
      .sort(([a], [b]) => compare(facet.rank(a, ctx), facet.rank(b, ctx)))
      .map(([id, count]) => ({
        id,
        label: facet.valueLabel(id, ctx).slice(0, 60),
        count,
        selected: selected.has(id),
      }));
    return values.length ? [{ id: facet.id, label: text(facet.id, ctx), values }] : [];
  });
}
