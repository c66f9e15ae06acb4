import { useIntl } from '../../i18n/intl';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs/breadcrumbs';
import type { ContentPagePath } from './content-page-path';
import { useAncestorTitles } from './use-content-page';

/**
 * Home, the pages above this one (each at its place in the address: /help, /journal), then this page. A
 * segment of the address that is no page of its own is left out; a top-level page shows no trail.
 */
export function ContentBreadcrumbs({ path, title }: { path: ContentPagePath; title: string }) {
  const intl = useIntl();
  const titles = useAncestorTitles(path.ancestors).data ?? [];
  if (!path.ancestors.length) return null;
  const base = `/${intl.locale}`;
  const crumbs: Crumb[] = [{ label: intl.formatMessage({ id: 'contentPages.pages.home' }), href: base }];
  path.ancestors.forEach((_, index) => {
    const label = titles[index];
    if (label) crumbs.push({ label, href: `${base}/${path.ancestors.slice(0, index + 1).join('/')}` });
  });
  crumbs.push({ label: title });
  return <Breadcrumbs items={crumbs} />;
}
