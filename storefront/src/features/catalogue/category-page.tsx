import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../commerce/commerce-error';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { PageMeta } from '../../routes/page-meta';
import { Link } from '../../ui/link/link';
import { CategoryEspot } from '../content-blocks/espot/category-espot';
import { categoryPath } from './category-tree';
import styles from './listing.module.css';
import { ListingView } from './listing-view';
import { useCatalog } from './use-catalog';
import { useListing } from './use-listing';

/** "mens-jackets" -> "Mens jackets": a heading while the category tree is not available. */
const fromSlug = (slug: string) => {
  const words = slug.replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A category listing (spec 000 section 2): /{locale}/c/{slug}-{id} or the prefixed -c{id} form. */
export function CategoryPage({
  categoryId,
  slug,
  notFound,
}: {
  categoryId: string;
  slug: string;
  notFound: ReactNode;
}) {
  const intl = useIntl();
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const listing = useListing({ categoryId });
  const catalog = useCatalog();
  const path = catalog.data ? categoryPath(catalog.data.categories, categoryId) : [];
  const category = path.at(-1);

  const error = listing.search.error;
  if (isApiError(error) && error.errorId === 'PLP400') return <>{notFound}</>;

  const title = category?.name ?? (catalog.isPending ? undefined : fromSlug(slug));
  const page = listing.state.page;
  const canonical = `${category?.url ?? pathname}${page > 1 ? `?page=${page}` : ''}`;
  const breadcrumbs = [
    { label: intl.formatMessage({ id: 'catalogue.breadcrumbs.home' }), href: `/${site.locale}` },
    ...path.map((c, i) => ({ label: c.name, ...(i < path.length - 1 ? { href: c.url } : {}) })),
  ];

  return (
    <>
      {title ? (
        <PageMeta
          title={title}
          description={intl.formatMessage({ id: 'catalogue.category.description' }, { name: title })}
          canonicalPath={canonical}
        />
      ) : null}
      <ListingView
        listing={listing}
        title={title}
        breadcrumbs={path.length ? breadcrumbs : undefined}
        empty={
          <div className={styles.message}>
            <p>{intl.formatMessage({ id: 'catalogue.category.empty' })}</p>
            <Link to={`/${site.locale}`}>{intl.formatMessage({ id: 'catalogue.backHome' })}</Link>
          </div>
        }
      />
      {/* The category's content (banner, subcategory cards) under the listing, once it is there. */}
      {listing.search.data ? <CategoryEspot categoryId={categoryId} /> : null}
    </>
  );
}
