import { useLocation } from 'react-router';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { PageMeta } from '../../routes/page-meta';
import { BlockList } from '../content-blocks/block-renderer';
import { priorityBlockId, resolveBlocks } from '../content-blocks/resolve-blocks';
import { useBlockConditions } from '../content-blocks/use-block-conditions';
import { homeMeta } from './home-meta';
import styles from './home-page.module.css';
import { useHomePage } from './use-home-page';

/** The home page: its content blocks in order, its meta from the content (canonical /{locale}). */
export function HomePage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const { pathname, search } = useLocation();
  const page = useHomePage();
  const conditions = useBlockConditions();
  const meta = homeMeta(page.data, {
    title: intl.formatMessage({ id: 'home.title' }),
    description: intl.formatMessage({ id: 'home.description' }),
  });
  const metaElement = (
    <PageMeta title={meta.title} description={meta.description} canonicalPath={`/${locale}`} />
  );

  if (page.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        {metaElement}
        <p className="visually-hidden" role="status">
          {intl.formatMessage({ id: 'home.loading' })}
        </p>
        <div className={styles.heroPlaceholder} />
      </div>
    );
  }
  if (page.isError) {
    return (
      <div className={styles.error}>
        {metaElement}
        <h1 className={styles.errorTitle}>{intl.formatMessage({ id: 'home.error' })}</h1>
        <button type="button" className={styles.retry} onClick={() => void page.refetch()}>
          {intl.formatMessage({ id: 'home.retry' })}
        </button>
      </div>
    );
  }
  // Without a hero or banner to carry it, the page's h1 is its title, for assistive tech.
  const hasPriority = priorityBlockId(resolveBlocks(page.data.components, conditions)) !== undefined;
  return (
    <div className={styles.home}>
      {metaElement}
      {hasPriority ? null : <h1 className="visually-hidden">{page.data.title}</h1>}
      <BlockList blocks={page.data.components} page={{ type: 'home', url: `${pathname}${search}` }} reveal />
    </div>
  );
}
