import { z } from '../zod';
import { priceDisplay } from './price-display';
import { productTile } from './product';
import { catalogueImage, catalogueProductId, categoryId, slug } from './product-ids';
import { pdpPath, plpPath } from './product-paths';

export const SEARCH_SORTS = [
  'bestMatches',
  'newest',
  'priceLowToHigh',
  'priceHighToLow',
  'topRated',
] as const;
export const searchSort = z.enum(SEARCH_SORTS).openapi('CatalogueSearchSort');

/** Facet id and label as spec 001 names them, with the values and counts a listing needs. */
export const facet = z
  .object({
    id: z
      .string()
      .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/)
      .openapi({ example: 'color' }),
    label: z.string().min(1).max(60).openapi({ example: 'Colour' }),
    values: z.array(
      z.object({
        id: z.string().min(1).max(60).openapi({ example: 'black' }),
        label: z.string().min(1).max(60),
        count: z.number().int().min(0),
        selected: z.boolean(),
      }),
    ),
  })
  .openapi('CatalogueFacet');

export const sortOption = z.object({
  id: searchSort,
  label: z.string().min(1).max(60),
  selected: z.boolean(),
});

export const searchPagination = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});

/** GET /products/v2/search/productSearch. */
export const productSearchResult = z
  .object({
    query: z
      .string()
      .max(200)
      .optional()
      .openapi({ description: 'The search term as understood (after correction).' }),
    categoryId: categoryId.optional(),
    products: z.array(productTile),
    facets: z.array(facet),
    sortOptions: z.array(sortOption).min(1),
    pagination: searchPagination,
    searchhub: z
      .object({ path: z.string().startsWith('/').includes('searchhub') })
      .optional()
      .openapi({
        description: 'Search landing page for this term; the storefront shows the search page there.',
      }),
    redirect: z
      .object({ url: z.string().min(1).max(2048) })
      .optional()
      .openapi({
        description: 'The term maps to a page (a category, a brand page): the storefront navigates there.',
      }),
  })
  .openapi('CatalogueSearchResult');

/** GET /products/v2/search/autoSuggest. */
export const autoSuggestResult = z
  .object({
    terms: z.array(
      z.object({ value: z.string().min(1).max(200), count: z.number().int().min(0).optional() }),
    ),
    categories: z.array(z.object({ id: categoryId, name: z.string().min(1).max(100), url: plpPath })),
    products: z.array(
      z.object({
        id: catalogueProductId,
        name: z.string().min(1).max(200),
        pdpUrl: pdpPath,
        image: catalogueImage.optional(),
        price: priceDisplay,
      }),
    ),
  })
  .openapi('CatalogueAutoSuggest');

/** One category of the catalogue tree; children nest to any depth. */
export const catalogCategory = z
  .object({
    id: categoryId,
    name: z.string().min(1).max(100),
    slug,
    url: plpPath,
    get children() {
      return z.array(catalogCategory);
    },
  })
  .openapi('CatalogueCategory');

/** GET /products/v2/catalog: the category tree of the site (locale from the header). */
export const catalogTree = z.object({ categories: z.array(catalogCategory) }).openapi('CatalogueTree');

export type SearchSort = z.infer<typeof searchSort>;
export type Facet = z.infer<typeof facet>;
export type ProductSearchResult = z.infer<typeof productSearchResult>;
export type AutoSuggestResult = z.infer<typeof autoSuggestResult>;
export type CatalogCategory = z.infer<typeof catalogCategory>;
export type CatalogTree = z.infer<typeof catalogTree>;
