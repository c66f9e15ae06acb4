import { useIntl } from '../../i18n/intl';
import { ContentLink } from '../content-blocks/content-link';
import type { ShopAll } from './menu-model';

/** "Shop all {title}", or the CMS's override text. */
export function ShopAllLink({ shopAll, className }: { shopAll: ShopAll; className?: string }) {
  const intl = useIntl();
  const text =
    shopAll.overrideText ?? intl.formatMessage({ id: 'navigation.shopAll' }, { title: shopAll.title });
  return (
    <ContentLink href={shopAll.href} newTab={shopAll.newTab} className={className}>
      {text}
    </ContentLink>
  );
}
