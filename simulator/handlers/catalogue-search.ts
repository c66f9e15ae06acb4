import { HEADER } from '../../contracts/common/headers';
import type { AreaHandlers } from '../core/handler-types';
import { suggest } from '../domain/catalogue/auto-suggest';
import { resolveProductId } from '../domain/catalogue/catalogue-index';
import { plpUrl, productImages, productTileView } from '../domain/catalogue/product-view';
import { isWidget, recommend, recommendedProduct, WIDGETS } from '../domain/catalogue/recommendations';
import { redirectFor, searchCatalogue, searchhubFor } from '../domain/catalogue/search';
import { parseFilters } from '../domain/catalogue/search-facets';
import { failure } from '../domain/failure';
import { buyableFor, soldIn } from '../services/catalogue/shopper-catalogue';
import { indexOf, seedOf, viewContext } from '../services/catalogue/world-catalogue';

/** Search, type-ahead and recommendation widgets. */
export const catalogueSearchHandlers = {
  searchProducts: ({ query, headers, world }) => {
    // The catalogue in the shopper's language: French words find French names, facets read French.
    const seed = seedOf(world, headers[HEADER.locale]);
    const index = indexOf(world, headers[HEADER.locale]);
    if (query.categoryId && !index.categoryById.has(query.categoryId)) return failure('PLP400');
    const ctx = viewContext(world, headers[HEADER.locale]);
    const outcome = searchCatalogue(
      seed.products,
      { ...query, selection: parseFilters(query.filters) },
      { currency: ctx.currency, categoryById: index.categoryById, language: ctx.language },
    );
    const searchhub = query.q ? searchhubFor(query.q, seed.categories, ctx.locale) : undefined;
    const redirect = query.q ? redirectFor(query.q, ctx.locale) : undefined;
    return {
      body: {
        ...(query.q ? { query: query.q } : {}),
        ...(query.categoryId ? { categoryId: query.categoryId } : {}),
        products: outcome.products.map((p) => productTileView(p, ctx)),
        facets: outcome.facets,
        sortOptions: outcome.sortOptions,
        pagination: { page: query.page, pageSize: query.pageSize, total: outcome.total },
        ...(searchhub ? { searchhub: { path: searchhub } } : {}),
        ...(redirect ? { redirect: { url: redirect } } : {}),
      },
    };
  },

  getAutoSuggestions: ({ query, headers, world }) => {
    const seed = seedOf(world, headers[HEADER.locale]);
    const index = indexOf(world, headers[HEADER.locale]);
    const ctx = viewContext(world, headers[HEADER.locale]);
    const sold = soldIn(seed.products, ctx.currency);
    const found = suggest(query.q, sold, seed.categories, index.categoryById, ctx.language);
    return {
      body: {
        terms: found.terms,
        categories: found.categories.map((c) => ({ id: c.id, name: c.name, url: plpUrl(ctx.locale, c) })),
        products: found.products.map((p) => {
          const tile = productTileView(p, ctx);
          return {
            id: tile.id,
            name: tile.name,
            pdpUrl: tile.pdpUrl,
            image: productImages(tile.id, p.name)[0],
            price: tile.price,
          };
        }),
      },
    };
  },

  getWidgetRecommendations: ({ query, headers, world }) => {
    if (!isWidget(query.widget)) return failure('API404', `Unknown widget ${query.widget}.`);
    const seed = seedOf(world, headers[HEADER.locale]);
    const ctx = viewContext(world, headers[HEADER.locale]);
    const product = query.productId
      ? resolveProductId(indexOf(world, headers[HEADER.locale]), query.productId)?.product
      : undefined;
    const buyable = buyableFor(ctx);
    const picked = recommend(
      query.widget,
      seed.products,
      { product, categoryId: query.categoryId, buyable },
      query.limit,
    );
    return {
      body: {
        widget: query.widget,
        title: WIDGETS[query.widget],
        products: picked.map((p, i) => recommendedProduct(p, ctx.locale, ctx.currency, query.widget, i + 1)),
      },
    };
  },
} satisfies AreaHandlers;
