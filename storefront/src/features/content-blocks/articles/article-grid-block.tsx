import { type CSSProperties, useId } from 'react';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/spinner/skeleton';
import type { BlockOfType, BlockProps } from '../block-props';
import { ArticleCard } from './article-card';
import styles from './article-grid-block.module.css';
import { TagFilterBar } from './tag-filter-bar';
import { useArticleSearch } from './use-article-search';
import { useTagFilter } from './use-tag-filter';

type Grid = BlockOfType<'articleGrid'>;

/** Articles per page: rows to load x the small grid size (spec 001 section 9). */
export const articlePageSize = (block: Pick<Grid, 'rowsToLoad' | 'gridSize'>) =>
  block.rowsToLoad * block.gridSize.small;

/**
 * The article grid over the article search (spec 001 sections 2 and 7): an optional filter bar of tags
 * (chosen tags live in the URL), the articles, and load more while the search has more. The block's
 * initial filters scope every search; the chosen tags narrow it further.
 */
export default function ArticleGridBlock({ block }: BlockProps<Grid>) {
  const intl = useIntl();
  const titleId = useId();
  const filter = useTagFilter();
  const scope = block.initialFilters?.tagId ?? [];
  const chosen = block.showFilterBar ? filter.selected : [];
  const pageSize = articlePageSize(block);
  const search = useArticleSearch([...new Set([...scope, ...chosen])], pageSize);
  const pages = search.data?.pages ?? [];
  const articles = pages.flatMap((page) => page.result);
  const total = pages.at(-1)?.numFound ?? 0;
  // The block's own facets when the CMS lists them, else the tags the search found.
  const facets = (block.facets.length > 0 ? block.facets : (pages[0]?.facets ?? [])).filter(
    (f) => !scope.includes(f.id),
  );
  const columns = {
    '--cols-medium': block.gridSize.medium ?? 2,
    '--cols-large': block.gridSize.large ?? block.gridSize.small,
  } as CSSProperties;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {block.title || intl.formatMessage({ id: 'contentBlocks.articles.title' })}
      </h2>
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      {block.showFilterBar && facets.length > 0 ? (
        <TagFilterBar
          facets={facets}
          visible={block.facetsVisible}
          selected={chosen}
          onToggle={filter.toggle}
          onClear={filter.clear}
        />
      ) : null}

      {search.isPending ? (
        <ul className={styles.grid} style={columns} aria-busy="true">
          <li className="visually-hidden">{intl.formatMessage({ id: 'contentBlocks.articles.loading' })}</li>
          {Array.from({ length: Math.min(pageSize, 6) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <li key={i} aria-hidden="true">
              <Skeleton shape="rect" className={styles.placeholder} />
              <Skeleton width="70%" />
            </li>
          ))}
        </ul>
      ) : search.isError && articles.length === 0 ? (
        <div className={styles.error} role="alert">
          <p>{intl.formatMessage({ id: 'contentBlocks.articles.error' })}</p>
          <Button variant="secondary" size="sm" onClick={() => search.refetch()}>
            {intl.formatMessage({ id: 'contentBlocks.articles.retry' })}
          </Button>
        </div>
      ) : articles.length === 0 ? (
        <p className={styles.empty} role="status">
          {intl.formatMessage({ id: 'contentBlocks.articles.empty' })}
        </p>
      ) : (
        <>
          <ul className={styles.grid} style={columns}>
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            <p className={styles.count} role="status">
              {intl.formatMessage({ id: 'contentBlocks.articles.count' }, { shown: articles.length, total })}
            </p>
            {search.hasNextPage ? (
              <Button
                variant="secondary"
                loading={search.isFetchingNextPage}
                onClick={() => search.fetchNextPage()}
              >
                {intl.formatMessage({ id: 'contentBlocks.articles.loadMore' })}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
