import { FACET_FILTERS_PATTERN } from '../common/facet-filters';
import { mainCallHeaders } from '../common/headers';
import { product, productSet, productSetsResponse } from '../entities/product';
import {
  availabilityRequest,
  availabilityResponse,
  backInStockRequest,
  productInventory,
} from '../entities/product-availability';
import { catalogueProductId, categoryId, colorCode, productSetId } from '../entities/product-ids';
import { MAX_RECOMMENDATIONS, widgetRecommendations } from '../entities/product-recommendation';
import { autoSuggestResult, catalogTree, productSearchResult, searchSort } from '../entities/product-search';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

const productParams = z.object({ productId: catalogueProductId });

export const catalogueProductOperations = defineOperations('catalogue', {
  getProductDetails: {
    method: 'get',
    path: '/products/v2/products/{productId}/details',
    summary: 'Product details: attributes, variants, price, rating, breadcrumbs',
    description:
      'Also read by the photo gallery for the masterId. Unknown product: PLP400; offline product: ORD404.',
    request: {
      params: productParams,
      query: z.object({
        color: colorCode
          .optional()
          .openapi({ description: 'Colour to preselect; images and price follow it.' }),
        includeInventory: z
          .stringbool()
          .default(true)
          .openapi({ type: 'boolean', default: true, description: 'Add variant quantities.' }),
      }),
      headers: mainCallHeaders,
    },
    response: { status: 200, description: 'The product.', body: product },
    errorIds: ['PLP400', 'ORD404', 'API405'],
    notShown:
      'Query not shown: color (preselected colour code) and includeInventory (default true), both locale-independent; locale comes from the header.',
  },
  checkProductAvailability: {
    method: 'post',
    path: '/products/v1/products/{productId}/availability',
    summary: 'Home-delivery, pickup and ship-to-store availability of skus',
    description:
      'Unknown product: PLP400. A sku without an inventory record: INV701. A requested size or colour out of ' +
      'stock in every channel: INV406. The whole product out of stock in every channel: INV700.',
    request: { params: productParams, body: availabilityRequest, headers: mainCallHeaders },
    response: { status: 200, description: 'Availability per sku.', body: availabilityResponse },
    errorIds: ['PLP400', 'INV700', 'INV701', 'INV406'],
    notShown:
      'Body and response not shown: items (sku, qty), optional storeIds and postalCode; per sku the home-delivery ' +
      'availability, per-store pickup and ship-to-store availability with quantities, and allowPickupOrder.',
  },
  getProductInventory: {
    method: 'get',
    path: '/products/v2/products/{productId}/inventory',
    summary: 'Inventory of a product: variants keyed by sku with quantity',
    description: 'Used by the upsell carousel to show only in-stock items.',
    request: { params: productParams, headers: mainCallHeaders },
    response: { status: 200, description: 'Variants keyed by sku.', body: productInventory },
    errorIds: ['PLP400', 'ORD404'],
    notShown:
      'Beyond "variants keyed by sku with quantity", each variant also carries its availability state.',
  },
  getProductSets: {
    method: 'get',
    path: '/products/v2/products/{productId}/productSets',
    summary: 'Product sets (shop the look) a product belongs to',
    request: { params: productParams, headers: mainCallHeaders },
    response: {
      status: 200,
      description: 'The sets, each with its product tiles.',
      body: productSetsResponse,
    },
    errorIds: ['PLP400'],
    notShown:
      'Response not shown: the sets with id, name, page URL and member product tiles; empty list when none.',
  },
  getProductSet: {
    method: 'get',
    path: '/products/v2/products/{productSetId}/productSet',
    summary: 'One product set with its member products',
    request: { params: z.object({ productSetId }), headers: mainCallHeaders },
    response: { status: 200, description: 'The set with full member products.', body: productSet },
    errorIds: ['PLP400'],
    notShown:
      'Response not shown: the set with its members as full products, so each can be added to the cart.',
  },
  getCatalog: {
    method: 'get',
    path: '/products/v2/catalog',
    summary: 'Category tree of the site',
    request: { headers: mainCallHeaders },
    response: { status: 200, description: 'The category tree.', body: catalogTree },
    errorIds: ['GEN500'],
    notShown:
      'Response not shown: nested categories with id (4 to 10 digits), name, slug and category page URL.',
  },
  subscribeBackInStock: {
    method: 'put',
    path: '/products/v1/notifications',
    summary: 'Ask for a back-in-stock e-mail for one variant',
    request: { body: backInStockRequest, headers: mainCallHeaders },
    response: { status: 204, description: 'Subscribed (idempotent: asking twice is fine).' },
    errorIds: ['PLP400'],
    notShown:
      'Body and response not shown: email, productId, sku and locale; answers 204. Unknown product or sku: PLP400.',
  },
  searchProducts: {
    method: 'get',
    path: '/products/v2/search/productSearch',
    summary: 'Search and category listing: products, facets, sort options, pagination',
    description:
      'With neither q nor categoryId the whole assortment is listed. Unknown categoryId: PLP400. A term that ' +
      'maps to a page answers a redirect; the searchhub landing path is given when one exists.',
    request: {
      query: z.object({
        q: z.string().trim().min(1).max(200).optional(),
        categoryId: categoryId.optional(),
        filters: z
          .string()
          .max(1000)
          .regex(FACET_FILTERS_PATTERN, 'filters must read facetId:value[,value] joined by |')
          .optional()
          .openapi({
            description: 'Facet filters: facetId:value[,value] joined by |.',
            example: 'color:black|size:m,l',
          }),
        sort: searchSort.default('bestMatches'),
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(96).default(24),
      }),
      headers: mainCallHeaders,
    },
    response: { status: 200, description: 'One page of results.', body: productSearchResult },
    errorIds: ['PLP400'],
    notShown:
      'Query and response not shown: q, categoryId, filters (facetId:values joined by |), sort, page (from 1), ' +
      'pageSize (max 96, default 24); response products, facets with counts, sort options, page/pageSize/total, ' +
      'optional searchhub path and redirect.',
  },
  getAutoSuggestions: {
    method: 'get',
    path: '/products/v2/search/autoSuggest',
    summary: 'Type-ahead suggestions: terms, categories, products',
    request: { query: z.object({ q: z.string().trim().min(1).max(100) }), headers: mainCallHeaders },
    response: { status: 200, description: 'Suggestions (lists may be empty).', body: autoSuggestResult },
    errorIds: ['GEN500'],
    notShown: 'Query and response not shown: q; response terms, categories and products.',
  },
  getWidgetRecommendations: {
    method: 'get',
    path: '/products/v1/widgetRecommendations',
    summary: 'Recommended products for a widget (carousel)',
    description: 'Unknown widget: API404.',
    request: {
      query: z.object({
        widget: z
          .string()
          .regex(/^[a-zA-Z0-9_-]{1,64}$/)
          .openapi({ example: 'pdp-similar' }),
        productId: catalogueProductId.optional(),
        categoryId: categoryId.optional(),
        limit: z.coerce.number().int().min(1).max(MAX_RECOMMENDATIONS).default(12),
      }),
      headers: mainCallHeaders,
    },
    response: { status: 200, description: 'The recommendations.', body: widgetRecommendations },
    errorIds: ['API404'],
    notShown:
      'Query and response not shown: widget id, optional productId or categoryId context, limit (max 24); response ' +
      'the recommended products as spec 001 lists their fields.',
  },
});
