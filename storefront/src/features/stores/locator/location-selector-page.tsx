import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { LocationSelector } from './location-selector';
import styles from './store-locator.module.css';

/** /{locale}/location-selector: the countries and languages of the shop's sites (the footer's "Change country"). */
export function LocationSelectorPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const title = intl.formatMessage({ id: 'stores.country.title' });
  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={intl.formatMessage({ id: 'stores.country.description' })}
        canonicalPath={`/${locale}/location-selector`}
      />
      <h1 id="location-selector-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'stores.country.intro' })}</p>
      <LocationSelector headingId="location-selector-title" />
    </div>
  );
}
