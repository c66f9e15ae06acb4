import { useIntl } from '../../i18n/intl';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs/breadcrumbs';
import { localiseContentHref } from '../content-blocks/content-href';
import type { ContentPagePath } from './content-page-path';
import { useAncestorPages } from './use-content-page';

/**
 * Home, the pages above this one (use-content-page.ts: as far as the address names pages), then this
 * page. A top-level page shows no trail.
 */
export function ContentBreadcrumbs({ path, title }: { path: ContentPagePath; title: string }) {
  const intl = useIntl();
  const ancestors = useAncestorPages(path.ancestors).data ?? [];
  if (!path.ancestors.length) return null;
  const crumbs: Crumb[] = [
    { label: intl.formatMessage({ id: 'contentPages.pages.home' }), href: `/${intl.locale}` },
    ...ancestors.map((page) => ({ label: page.title, href: localiseContentHref(page.href, intl.locale) })),
    { label: title },
  ];
  return <Breadcrumbs items={crumbs} />;
}
