import { useSiteConfig } from '../config/site-config-provider';
import { Espot } from '../features/content-blocks/espot/espot';
import { FormattedMessage, useIntl } from '../i18n/intl';
import { Link } from '../ui/link/link';
import styles from './not-found-page.module.css';
import { PageMeta } from './page-meta';
import { NOT_AVAILABLE_DESCRIPTION } from './page-type';

/** A real not-found page; its meta description marks it as an Error page (spec 001 section 2). */
export function NotFoundPage() {
  const intl = useIntl();
  const site = useSiteConfig();
  return (
    <section className={styles.page}>
      <PageMeta
        title={intl.formatMessage({ id: 'notFound.title' })}
        description={NOT_AVAILABLE_DESCRIPTION}
        canonicalPath={globalThis.location?.pathname ?? '/'}
      />
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link className={styles.home} to={`/${site.locale}`}>
        <FormattedMessage id="notFound.home" />
      </Link>
      {/* The error-4xx content below the message: the page works without it. */}
      <Espot slug="error-4xx" pageType="other" />
    </section>
  );
}
