import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useCommerce } from '../../commerce/commerce-context';
import { contentFormsCommerceOf } from '../../commerce/content/forms';
import { contentSiteKey, useContentSite } from '../content-blocks/use-content-site';
import { dismissedPopUps } from './dismissed-pop-ups';
import { type ContentPopUp, popUpToShow } from './pop-up-rules';

/** The pop-up the page shows: the site's first not yet dismissed (nothing while loading or on failure). */
export function usePopUpToShow(): ContentPopUp | undefined {
  const commerce = useCommerce();
  const site = useContentSite();
  const popUps = useQuery({
    queryKey: ['content', 'popups', ...contentSiteKey(site)],
    queryFn: () => contentFormsCommerceOf(commerce).popUps(site),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const dismissed = useSyncExternalStore(dismissedPopUps.subscribe, dismissedPopUps.get);
  return popUps.data ? popUpToShow(popUps.data, dismissed.names) : undefined;
}
