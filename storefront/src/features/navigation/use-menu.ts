import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCommerce } from '../../commerce/commerce-context';
import { useFeature } from '../../config/site-config-provider';
import { contentSiteKey, useContentSite } from '../content-blocks/use-content-site';
import { type MenuDepartment, menuModel } from './menu-model';

/** The site menu from the content API, as the header's view model. The menu changes rarely: fresh 10 min. */
export function useMenu() {
  const commerce = useCommerce();
  const site = useContentSite();
  const showShopAllL3sOnMobile = useFeature('showShopAllL3sOnMobile');
  const query = useQuery({
    queryKey: ['content', 'menu', ...contentSiteKey(site)],
    queryFn: () => commerce.content.getMenu(site),
    staleTime: 10 * 60_000,
  });
  const departments = useMemo<MenuDepartment[]>(
    () => (query.data ? menuModel(query.data, { showShopAllL3sOnMobile }) : []),
    [query.data, showShopAllL3sOnMobile],
  );
  return { ...query, departments };
}
