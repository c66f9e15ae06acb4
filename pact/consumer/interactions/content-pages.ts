import { expect } from 'vitest';
import { contentSiteParams } from '../../../storefront/src/commerce/content-site';
import { isMissingPage } from '../../../storefront/src/features/content-pages/missing-page';
import { errorOf, interaction } from '../pact-interaction';
import { PACT_SITE } from '../pact-site';

const site = contentSiteParams({ brand: PACT_SITE.brand, locale: PACT_SITE.locale });

/** Content pages with their own address (storefront/src/commerce/content/pages.ts). */
export const contentPagesInteractions = [
  interaction('listContentChildPages', {
    description: 'a request for the pages under the help page',
    states: [],
    input: () => ({ params: { ...site.params, parentPageSlug: 'help' }, query: site.query }),
  }),
  interaction('getContentPage', {
    description: 'a request for a content page the content API does not have',
    states: [],
    input: () => ({ params: { ...site.params, page: 'no-such-page' }, query: site.query }),
    error: { errorId: 'API404' },
    check: (outcome) => expect(isMissingPage(errorOf(outcome))).toBe(true),
  }),
];
