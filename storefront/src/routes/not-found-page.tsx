import type { ReactNode } from 'react';
import { useSiteConfig } from '../config/site-config-provider';
import { FormattedMessage, useIntl } from '../i18n/intl';
import { Link } from '../ui/link/link';
import styles from './not-found-page.module.css';
import { PageMeta } from './page-meta';
import { NOT_AVAILABLE_DESCRIPTION } from './page-type';

/**
 * A real not-found page; its meta description marks it as an Error page (spec 001 section 2). `content`
 * goes below the message, at the page's width: the error-4xx espot (not-found-with-content.tsx), which only the routes outside the
 * shell and the product page pass (their budgets).
 */
export function NotFoundPage({ content }: { content?: ReactNode }) {
  const intl = useIntl();
  const site = useSiteConfig();
  return (
    <>
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
      </section>
      {content}
    </>
  );
}
