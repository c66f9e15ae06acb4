import { useId } from 'react';
import { useIntl } from '../../i18n/intl';
import { ContentLink } from '../content-blocks/content-link';
import styles from './content-page.module.css';
import { useChildPages } from './use-content-page';

/** The pages under this one (help -> returns, shipping, contact us), as a list of links; nothing when none. */
export function ChildPages({ slug, enabled }: { slug: string; enabled: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const children = useChildPages(slug, enabled);
  const pages = children.data?.pages ?? [];
  if (!pages.length) return null;
  return (
    <nav className={styles.children} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.childrenTitle}>
        {intl.formatMessage({ id: 'contentPages.pages.children' })}
      </h2>
      <ul className={styles.childList}>
        {pages.map((child) => (
          <li key={child.id}>
            <ContentLink href={child.url} className={styles.childLink}>
              {child.title}
            </ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
