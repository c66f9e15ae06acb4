import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Link } from '../../../ui/link/link';
import { Spinner } from '../../../ui/spinner/spinner';
import styles from './store-locator.module.css';
import { useLocationSelector } from './use-location-selector';

/** The countries of the location selector, each site's locales as links to that site's home. */
export function LocationSelector({ headingId }: { headingId: string }) {
  const intl = useIntl();
  const countries = useLocationSelector();
  if (countries.isPending) return <Spinner label={intl.formatMessage({ id: 'stores.country.loading' })} />;
  if (countries.isError)
    return (
      <p role="alert" className={styles.alert}>
        {errorMessage(intl, countries.error)}
      </p>
    );
  return (
    <ul className={styles.countries} aria-labelledby={headingId}>
      {countries.data.map((country) => (
        <li key={country.code}>
          <span className={styles.country}>{country.name}</span>
          <ul className={styles.siteLocales}>
            {country.locales.map((site) => (
              <li key={site.locale}>
                {/* Seen under the country's name: the language; heard: the country and the language. */}
                <Link
                  to={`/${site.locale}`}
                  lang={site.locale}
                  hrefLang={site.locale}
                  aria-label={intl.formatMessage(
                    { id: 'stores.country.site' },
                    { country: country.name, language: site.label },
                  )}
                >
                  {site.label}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
