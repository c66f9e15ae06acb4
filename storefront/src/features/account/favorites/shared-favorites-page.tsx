import { useParams } from 'react-router';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Banner } from '../../../ui/banner/banner';
import { Spinner } from '../../../ui/spinner/spinner';
import { FavoriteEntry } from './favorite-entry';
import styles from './favorites.module.css';
import { useSharedFavorites } from './use-favorites';

/**
 * /{locale}/favorites/shared/<favoriteId>: a shared favourites list as anyone with its link reads it, signed
 * in or not: the products with their links, nothing to change. A list unknown or not shared is not found.
 */
export function SharedFavoritesPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const favoriteId = useParams().favoriteId ?? '';
  const shared = useSharedFavorites(favoriteId);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = shared.data?.ownerFirstName
    ? t('accountArea.shared.titleOf', { name: shared.data.ownerFirstName })
    : t('accountArea.shared.title');
  return (
    <div className={`${styles.page} ${styles.publicPage}`}>
      <PageMeta
        title={title}
        description={t('accountArea.shared.description')}
        canonicalPath={`/${locale}/favorites/shared/${favoriteId}`}
      />
      <h1 className={styles.heading}>{title}</h1>
      {shared.isPending ? (
        <Spinner label={t('accountArea.loading')} />
      ) : shared.isError ? (
        <Banner tone="info">{t('accountArea.shared.notFound')}</Banner>
      ) : (
        <>
          <p className={styles.intro}>{t('accountArea.favorites.count', { count: shared.data.total })}</p>
          <ul className={styles.list}>
            {shared.data.items.map((item) => (
              <FavoriteEntry key={item.itemId} item={item} editable={false} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
