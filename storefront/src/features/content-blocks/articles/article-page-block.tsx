import { useId } from 'react';
import { useIntl } from '../../../i18n/intl';
import type { BlockOfType, BlockProps } from '../block-props';
import { ContentMedia } from '../content-media';
import { RichText } from '../text/rich-text';
import { ArticleCard } from './article-card';
import styles from './article-page-block.module.css';

/**
 * An article (spec 001 section 2): media, title, subtitle, optional date, rich text, then up to 4 related
 * articles under the related-content title. The article is its page's main content: its title is the h1 and
 * its media loads eagerly.
 */
export default function ArticlePageBlock({ block }: BlockProps<BlockOfType<'articlePage'>>) {
  const intl = useIntl();
  const relatedId = useId();
  // The contract caps the related articles at RELATED_ARTICLES_LIMIT (4); importing it would bring Zod here.
  const related = block.relatedArticles;
  return (
    <article className={styles.article}>
      {block.media ? <ContentMedia media={block.media} priority className={styles.media} /> : null}
      <header className={styles.header}>
        <h1 className={styles.title}>{block.title}</h1>
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        {block.date ? (
          <p className={styles.date}>
            <time dateTime={block.date}>
              {intl.formatMessage(
                { id: 'contentBlocks.articles.published' },
                // A calendar date: read in UTC so no time zone moves it to the day before.
                { date: intl.formatDate(`${block.date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) },
              )}
            </time>
          </p>
        ) : null}
      </header>
      {block.richText ? <RichText html={block.richText} className={styles.body} /> : null}
      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby={relatedId}>
          <h2 id={relatedId} className={styles.relatedTitle}>
            {block.relatedContentTitle || intl.formatMessage({ id: 'contentBlocks.articles.related' })}
          </h2>
          <ul className={styles.relatedList}>
            {related.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
