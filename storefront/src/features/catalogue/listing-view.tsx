import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs/breadcrumbs';
import { Button } from '../../ui/button/button';
import { Link } from '../../ui/link/link';
import { DESKTOP, useMediaQuery } from '../../ui/media/use-media-query';
import { Pagination } from '../../ui/pagination/pagination';
import { totalPagesFor } from '../../ui/pagination/pagination-model';
import { Skeleton } from '../../ui/spinner/skeleton';
import { AppliedFilters } from './applied-filters';
import { FacetPanel } from './facet-panel';
import { FilterDrawer } from './filter-drawer';
import styles from './listing.module.css';
import { clearFilters, hasFilters, listingSearch, withPage } from './listing-query';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';
import type { Listing } from './use-listing';

export interface ListingViewProps {
  listing: Listing;
  /** The page heading (h1); undefined while it is not known yet. */
  title: string | undefined;
  breadcrumbs?: readonly Crumb[];
  /** Shown when the scope itself has no product (no filter chosen). */
  empty: ReactNode;
}

/**
 * The body of a category or search page: heading, result count, facets (sidebar on wide screens, a
 * drawer on small ones), applied filters, sort, the grid and pagination; skeletons, error and empty states.
 */
export function ListingView({ listing, title, breadcrumbs, empty }: ListingViewProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { state, setState, search, pageSize } = listing;
  // An answer renders in a transition, which React builds in slices between frames: its arrival is no
  // long task. Until it commits, what was on screen (skeleton or the previous results) stays.
  const answer = useDeferredValue(search.data);
  const stale = search.isPlaceholderData || answer !== search.data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(state.page);
  // The sidebar shows from the desktop breakpoint only (listing.module.css); below it the facets live in
  // the drawer. Not rendering the hidden copy spares phones rendering every facet twice on each answer.
  const wide = useMediaQuery(DESKTOP);

  // A new page of results starts at the top of the list (the links keep the scroll position otherwise).
  useEffect(() => {
    if (firstPage.current === state.page) return;
    firstPage.current = state.page;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [state.page]);

  const total = answer?.pagination.total ?? 0;
  const totalPages = totalPagesFor(total, pageSize);
  const hrefFor = (page: number) => `${pathname}${listingSearch(withPage(state, page))}`;
  const facets = answer?.facets ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        {breadcrumbs?.length ? <Breadcrumbs items={breadcrumbs} /> : null}
        <h1 ref={headingRef} className={styles.title} tabIndex={-1}>
          {title ?? <Skeleton width="12rem" />}
        </h1>
      </header>

      {search.isError && !answer ? (
        <div className={styles.message} role="alert">
          <p>{errorMessage(intl, search.error)}</p>
          <Button variant="secondary" onClick={() => search.refetch()}>
            {intl.formatMessage({ id: 'catalogue.retry' })}
          </Button>
        </div>
      ) : answer && total === 0 && !hasFilters(state) ? (
        empty
      ) : (
        <div className={styles.layout}>
          {wide ? (
            <aside
              className={styles.sidebar}
              aria-label={intl.formatMessage({ id: 'catalogue.filters.title' })}
            >
              {answer ? (
                <FacetPanel facets={facets} state={state} onChange={setState} idPrefix="side" />
              ) : (
                <div className={styles.sidebarSkeleton}>
                  <Skeleton width="60%" />
                  <Skeleton width="80%" />
                  <Skeleton width="70%" />
                </div>
              )}
            </aside>
          ) : null}

          <section
            className={styles.results}
            aria-label={intl.formatMessage({ id: 'catalogue.results.label' })}
            aria-busy={search.isFetching || undefined}
          >
            <div className={styles.toolbar}>
              <p className={styles.count} aria-live="polite">
                {answer ? intl.formatMessage({ id: 'catalogue.results.count' }, { count: total }) : '\u00a0'}
              </p>
              <div className={styles.filterSlot}>
                <FilterDrawer facets={facets} state={state} onChange={setState} total={total} />
              </div>
              <SortSelect state={state} onChange={setState} className={styles.sort} />
            </div>
            <AppliedFilters facets={facets} state={state} onChange={setState} />

            {!answer ? (
              <ProductGridSkeleton count={Math.min(pageSize, 8)} />
            ) : answer.products.length === 0 && total > 0 ? (
              // An old or hand-written link past the last page.
              <div className={styles.message}>
                <p>{intl.formatMessage({ id: 'catalogue.results.pastEnd' })}</p>
                <Link to={hrefFor(totalPages)}>
                  {intl.formatMessage({ id: 'catalogue.results.toLastPage' })}
                </Link>
              </div>
            ) : answer.products.length === 0 ? (
              <div className={styles.message}>
                <p>{intl.formatMessage({ id: 'catalogue.results.noneWithFilters' })}</p>
                <Button variant="secondary" onClick={() => setState(clearFilters(state))}>
                  {intl.formatMessage({ id: 'catalogue.filters.clearAll' })}
                </Button>
              </div>
            ) : (
              <div className={stale ? styles.stale : undefined}>
                <ProductGrid products={answer.products} />
              </div>
            )}

            {answer ? (
              <Pagination
                className={styles.pagination}
                totalPages={totalPages}
                page={Math.min(state.page, totalPages)}
                hrefFor={hrefFor}
              />
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}
