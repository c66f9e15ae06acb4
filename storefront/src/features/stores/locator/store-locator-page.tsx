import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Link } from '../../../ui/link/link';
import { Espot } from '../../content-blocks/espot/espot';
import { useChosenStore } from '../chosen-store';
import { searchablePostalCode } from '../store-format';
import { CollectionPointResults } from './collection-point-results';
import styles from './store-locator.module.css';
import { StoreResults } from './store-results';
import { StoreSearchForm } from './store-search-form';

/** The searched postal code lives in the URL (?postalCode=), so a search can be shared and survives a reload. */
const PLACE_PARAM = 'postalCode';

/**
 * /{locale}/store-locator: stores near a postal code with their hours and distance in the site's unit,
 * "Choose as my store", the carriers' collection points, and the page's content area (espot).
 */
export function StoreLocatorPage() {
  const intl = useIntl();
  const { locale, country, settings } = useSiteConfig();
  const chosen = useChosenStore();
  const [params, setParams] = useSearchParams();
  const postalCode = searchablePostalCode(params.get(PLACE_PARAM) ?? '');
  const search = (code: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(PLACE_PARAM, code);
      return next;
    });
  const title = intl.formatMessage({ id: 'stores.locator.title' });
  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={intl.formatMessage({ id: 'stores.locator.description' })}
        canonicalPath={`/${locale}/store-locator`}
      />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'stores.locator.intro' })}</p>
      <StoreSearchForm
        key={postalCode ?? ''}
        initial={postalCode ?? chosen?.address.postalCode ?? ''}
        onSearch={search}
      />
      {postalCode ? (
        <div className={styles.results}>
          <StoreResults postalCode={postalCode} />
          {settings.collectionPointContactRequired ? null : (
            <CollectionPointResults country={country} postalCode={postalCode} />
          )}
        </div>
      ) : null}
      <p className={styles.elsewhere}>
        <Link to={`/${locale}/location-selector`}>{intl.formatMessage({ id: 'stores.country.change' })}</Link>
      </p>
      {/* The store-locator content area (spec 001 section 2): the map and the editorial text. */}
      <Espot slug="store-locator" pageType="other" />
    </div>
  );
}
