import '../../api/content-operations';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import { type ContentSite, contentSiteParams } from '../content-site';
import type { Commerce } from '../create-commerce';

export type ContentPopUps = ResponseBodyOf<'listContentPopUps'>['popups'];

/**
 * The site's pop-ups (popups/{siteId}, spec 001 section 7), apart from the forms' calls: every page loads
 * this after it is idle, so it carries the content table only.
 */
export function contentPopUpsCommerce(deps: CommerceDeps) {
  return {
    /** The site's pop-ups in display order. */
    list: async (site: ContentSite): Promise<ContentPopUps> => {
      return (await deps.client.call('listContentPopUps', contentSiteParams(site))).popups;
    },
  };
}

export type ContentPopUpsCommerce = ReturnType<typeof contentPopUpsCommerce>;

/** The pop-ups area of the adapter the UI holds: `contentPopUpsCommerceOf(useCommerce())`. */
export const contentPopUpsCommerceOf = (commerce: Pick<Commerce, 'deps'>): ContentPopUpsCommerce =>
  contentPopUpsCommerce(commerce.deps);
