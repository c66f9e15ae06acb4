import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useCommerce } from '../../commerce/commerce-context';
import { contentPopUpsCommerceOf } from '../../commerce/content/popups';
import { contentSiteKey, useContentSite } from '../content-blocks/use-content-site';
import { dismissedPopUps } from './dismissed-pop-ups';
import { type ContentPopUp, popUpToShow } from './pop-up-rules';
import { usePageIdle } from './use-page-idle';

/**
 * The pop-up the page shows: the site's first not yet dismissed (nothing while loading or on failure). The
 * call waits for the page to be loaded and idle.
 */
export function usePopUpToShow(): ContentPopUp | undefined {
  const idle = usePageIdle();
  const commerce = useCommerce();
  const site = useContentSite();
  const popUps = useQuery({
    queryKey: ['content', 'popups', ...contentSiteKey(site)],
    queryFn: () => contentPopUpsCommerceOf(commerce).list(site),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled: idle,
  });
  const dismissed = useSyncExternalStore(dismissedPopUps.subscribe, dismissedPopUps.get);
  return popUps.data ? popUpToShow(popUps.data, dismissed.names) : undefined;
}
