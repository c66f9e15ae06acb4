import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../i18n/intl';
import { PageMeta } from '../../routes/page-meta';
import { BlockList } from '../content-blocks/block-renderer';
import { priorityBlockId, resolveBlocks } from '../content-blocks/resolve-blocks';
import { useBlockConditions } from '../content-blocks/use-block-conditions';
import { ChildPages } from './child-pages';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import styles from './content-page.module.css';
import { contentPageMeta } from './content-page-meta';
import type { ContentPagePath } from './content-page-path';
import { isMissingPage } from './missing-page';
import { useContentPage } from './use-content-page';

export interface ContentPageProps {
  readonly path: ContentPagePath;
  /** What a slug the content API does not know shows (the not-found page). */
  readonly notFound: ReactNode;
}

/**
 * A content page with its own address (a generic page, a child page, an article, a named page such as
 * basecamp): its meta, its trail when it sits under another page, its blocks, then the pages under it.
 */
export default function ContentPage({ path, notFound }: ContentPageProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const page = useContentPage(path.slug);
  const conditions = useBlockConditions();

  if (page.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <p className="visually-hidden" role="status">
          {intl.formatMessage({ id: 'contentPages.pages.loading' })}
        </p>
      </div>
    );
  }
  if (page.isError) {
    if (isMissingPage(page.error)) return notFound;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'contentPages.pages.error' })}</h1>
        <button type="button" className={styles.retry} onClick={() => void page.refetch()}>
          {intl.formatMessage({ id: 'contentPages.pages.retry' })}
        </button>
      </div>
    );
  }

  const { data } = page;
  const meta = contentPageMeta(data, intl.locale, pathname);
  const blocks = [...data.components, ...data.espots.flatMap((espot) => espot.components)];
  const shown = resolveBlocks(blocks, conditions);
  // A hero or banner carries the page's h1, and an article its own title; otherwise the page title does.
  const titled = priorityBlockId(shown) !== undefined || shown.some((b) => b.type === 'articlePage');
  // The journal's article grid already lists its articles: no second list of them under it.
  const listsChildren = !shown.some((b) => b.type === 'articleGrid');
  return (
    <div className={styles.page}>
      <PageMeta title={meta.title} description={meta.description} canonicalPath={meta.canonicalPath} />
      {/* Here, not in PageMeta: every page loads PageMeta, only content pages carry a robots directive. */}
      {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
      <div className={styles.header}>
        <ContentBreadcrumbs path={path} title={data.title} />
        {titled ? null : <h1 className={styles.title}>{data.title}</h1>}
      </div>
      <BlockList blocks={blocks} page={{ type: 'other', url: `${pathname}${search}` }} reveal />
      <ChildPages slug={path.slug} enabled={listsChildren} />
    </div>
  );
}
