import { locale } from '../common/locale';
import { contentFooter, contentPage, pageSlug } from '../entities/content-page';
import {
  fapiCollections,
  fapiFootSizes,
  fapiLocationSelector,
  fapiSearchComponent,
  fapiSizeChart,
  fapiUtilityNav,
  productType,
} from '../entities/fapi-components';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

/**
 * The storefront's own content endpoints (spec 001 section 7, "Internal"). They sit in front of the
 * content service, so they carry no main-call headers; the locale is an optional query.
 */
const localeQuery = z.object({
  locale: locale.optional().openapi({ description: 'Storefront locale; the site default when absent.' }),
});
const LOCALE_NOTE = 'Locale as an optional `locale` query.';

export const fapiContentOperations = defineOperations('fapi', {
  getFapiCollections: {
    method: 'get',
    path: '/fapi/components/collections',
    summary: 'Collections list (merchandised product collections)',
    request: { query: localeQuery },
    response: { status: 200, description: 'The collections.', body: fapiCollections },
    errorIds: ['GEN500'],
    notShown: `Body not shown: { collections: [{ id, title, url, picture, productCount }] }. ${LOCALE_NOTE}`,
  },
  getFapiFooter: {
    method: 'get',
    path: '/fapi/components/footer',
    summary: 'Site footer, as the content service serves it',
    request: { query: localeQuery },
    response: { status: 200, description: 'The footer.', body: contentFooter },
    errorIds: ['GEN500'],
    notShown: `Body not shown: the same footer as GET .../canvas/footer/{siteId}. ${LOCALE_NOTE}`,
  },
  getFapiFootSizes: {
    method: 'get',
    path: '/fapi/components/foot-sizes',
    summary: 'Foot-size conversion table',
    request: { query: localeQuery },
    response: { status: 200, description: 'Conversion tables per audience.', body: fapiFootSizes },
    errorIds: ['GEN500'],
    notShown: `Body not shown: tables per audience (men, women, kids) of rows { us, uk, eu, cm } as strings. ${LOCALE_NOTE}`,
  },
  getFapiSearchComponent: {
    method: 'get',
    path: '/fapi/components/search',
    summary: 'Search overlay content',
    request: { query: localeQuery },
    response: {
      status: 200,
      description: 'Popular searches, suggested links and the no-results text.',
      body: fapiSearchComponent,
    },
    errorIds: ['GEN500'],
    notShown: `Body not shown: { popularSearches, suggestedLinks, noResults{title, richText} }. ${LOCALE_NOTE}`,
  },
  getFapiSizeChart: {
    method: 'get',
    path: '/fapi/components/size-chart/{productType}',
    summary: 'Size chart of a product type',
    request: { params: z.object({ productType }), query: localeQuery },
    response: { status: 200, description: 'The size chart.', body: fapiSizeChart },
    errorIds: ['API400', 'API404', 'GEN500'],
    notShown:
      'Body not shown: title, unit (in|cm), columns [{ key, label }] and rows [{ size, values by column key }]; ' +
      `an unknown product type answers API404. ${LOCALE_NOTE}`,
  },
  getFapiUtilityNav: {
    method: 'get',
    path: '/fapi/components/utility',
    summary: 'Utility navigation links',
    request: { query: localeQuery },
    response: { status: 200, description: 'The utility links.', body: fapiUtilityNav },
    errorIds: ['GEN500'],
    notShown: `Body not shown: { links: [{ id, label, url, targetAttribute, icon }] }. ${LOCALE_NOTE}`,
  },
  getFapiLocationSelector: {
    method: 'get',
    path: '/fapi/pages/location-selector',
    summary: 'Countries and locales for the location selector',
    request: { query: localeQuery },
    response: { status: 200, description: 'The countries.', body: fapiLocationSelector },
    errorIds: ['GEN500'],
    notShown: `Body not shown: countries [{ code, name, region, locales [{ locale, label, url }] }]. ${LOCALE_NOTE}`,
  },
  getFapiPage: {
    method: 'get',
    path: '/fapi/pages/{page}',
    summary: 'A content page through the storefront backend',
    request: { params: z.object({ page: pageSlug }), query: localeQuery },
    response: { status: 200, description: 'The page.', body: contentPage },
    errorIds: ['API400', 'API404', 'GEN500'],
    notShown: `Body not shown: the same content page as the CaaS page call; unknown pages answer API404. ${LOCALE_NOTE}`,
  },
});
