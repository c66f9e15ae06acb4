import { contentSiteParams } from '../../../storefront/src/commerce/content-site';
import { interaction } from '../pact-interaction';
import { PACT_SITE } from '../pact-site';

const site = contentSiteParams({ brand: PACT_SITE.brand, locale: PACT_SITE.locale });

/** The article grid's search (storefront/src/commerce/content/articles.ts). */
export const contentArticleInteractions = [
  interaction('searchContent', {
    description: 'a search for the articles carrying two tags, the second page of the article grid',
    states: [],
    input: () => ({
      params: { ...site.params, searchType: 'article' },
      query: { ...site.query, limit: 6, offset: 6, tagId: ['hiking', 'camping'] },
    }),
  }),
];
