import { FormattedMessage, useIntl } from 'react-intl';
import { useSiteConfig } from '../config/SiteConfigProvider';
import { Link } from '../ui/link/Link';
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
        title={intl.formatMessage({ id: 'notFound.title', defaultMessage: 'Page not found' })}
        description={NOT_AVAILABLE_DESCRIPTION}
        canonicalPath={globalThis.location?.pathname ?? '/'}
      />
      <h1>
        <FormattedMessage id="notFound.title" defaultMessage="Page not found" />
      </h1>
      <p>
        <FormattedMessage
          id="notFound.body"
          defaultMessage="The page you are looking for is not available. It may have moved, or the link may be wrong."
        />
      </p>
      <Link className={styles.home} to={`/${site.locale}`}>
        <FormattedMessage id="notFound.home" defaultMessage="Back to the home page" />
      </Link>
    </section>
  );
}
