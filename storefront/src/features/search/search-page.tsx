import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { PageMeta } from '../../routes/page-meta';
import { searchListsProducts } from '../catalogue/listing-link';
import { ListingView } from '../catalogue/listing-view';
import { useListing } from '../catalogue/use-listing';
import { useListingState } from '../catalogue/use-listing-state';
import { Espot } from '../content-blocks/espot/espot';
import styles from './search-page.module.css';
import { searchHref } from './suggestion-options';
import { ZeroResults } from './zero-results';

/**
 * Search results (/{locale}/search?q=...): the category page's facets, sort and pagination for a text.
 * Without a text, filters or a sort list the whole assortment (a content link such as
 * /search?filters=sale:true is "everything on sale"); with neither, the page asks what to look for.
 */
export function SearchPage() {
  const intl = useIntl();
  const site = useSiteConfig();
  const navigate = useNavigate();
  const [state] = useListingState();
  const { q } = state;
  const browsing = !q && searchListsProducts(state);
  const listing = useListing({ q }, { enabled: q.length > 0 || browsing });
  const answer = listing.search.data;
  const redirect = q ? answer?.redirect?.url : undefined;

  // A term that names a page (gift card, store locator) goes there instead of listing products.
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const title = q
    ? intl.formatMessage({ id: 'search.page.titleFor' }, { q })
    : intl.formatMessage({ id: browsing ? 'search.page.allProducts' : 'search.page.title' });
  const understood = answer?.query;
  const corrected = understood && understood.toLowerCase() !== q.toLowerCase() ? understood : undefined;

  return (
    <>
      <PageMeta
        title={title}
        description={intl.formatMessage({ id: 'search.page.description' })}
        canonicalPath={q ? searchHref(site.locale, q) : `/${site.locale}/search`}
      />
      {q || browsing ? (
        <>
          {corrected ? (
            <p className={styles.corrected}>
              {intl.formatMessage({ id: 'search.page.corrected' }, { q: corrected })}
            </p>
          ) : null}
          <ListingView listing={listing} title={title} empty={<NoResults q={q} />} />
        </>
      ) : (
        <div className={styles.page}>
          <h1 className={styles.title}>{title}</h1>
          <NoResults q="" />
        </div>
      )}
    </>
  );
}

/** No results: the suggestions, then the search content (tips, recommendations) the content API has. */
function NoResults({ q }: { q: string }) {
  return (
    <>
      <ZeroResults q={q} />
      <Espot slug="search" pageType="search" />
    </>
  );
}
