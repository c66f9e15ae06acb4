import { useState } from 'react';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Button } from '../../../ui/button/button';
import { Spinner } from '../../../ui/spinner/spinner';
import { accountPath } from '../area/account-path';
import { FavoriteEntry } from './favorite-entry';
import styles from './favorites.module.css';
import { MAX_COUNT, useFavorites, useShareFavorites } from './use-favorites';

/**
 * /{locale}/account/favorites: the favourites in pages of the configured size ("Show more" grows the page),
 * each with Move to cart and Remove, and Share, which makes a link anyone can open read-only.
 */
export default function FavoritesPage() {
  const intl = useIntl();
  const { locale, settings } = useSiteConfig();
  const [pages, setPages] = useState(1);
  const count = Math.min(MAX_COUNT, settings.favoritesPageSize * pages);
  const favorites = useFavorites(count);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = favorites.data?.ok ? favorites.data.favorites : null;
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('accountArea.favorites.title')}
        description={t('accountArea.favorites.description')}
        canonicalPath={accountPath(locale, 'favorites')}
      />
      <h1 className={styles.heading}>{t('accountArea.favorites.title')}</h1>
      {favorites.isPending ? (
        <Spinner label={t('accountArea.loading')} />
      ) : list && list.items.length > 0 ? (
        <>
          <p className={styles.intro}>{t('accountArea.favorites.count', { count: list.total })}</p>
          <ShareFavorites favoriteId={list.favoriteId} />
          <ul className={styles.list}>
            {list.items.map((item) => (
              <FavoriteEntry key={item.itemId} item={item} editable />
            ))}
          </ul>
          {list.total > list.items.length && count < MAX_COUNT ? (
            <div>
              <Button variant="secondary" onClick={() => setPages((p) => p + 1)}>
                {t('accountArea.favorites.more')}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <p className={styles.intro}>{t('accountArea.favorites.empty')}</p>
      )}
    </div>
  );
}

/** Share: the link once made, to copy or open; a failed share only logs and says it could not be made. */
function ShareFavorites({ favoriteId }: { favoriteId: string }) {
  const intl = useIntl();
  const share = useShareFavorites();
  const t = (id: string) => intl.formatMessage({ id });
  const path = share.data;
  const url = path ? `${window.location.origin}${path}` : null;
  return (
    <section className={styles.share} aria-label={t('accountArea.favorites.shareHeading')}>
      {url ? (
        <>
          <p className={styles.intro}>{t('accountArea.favorites.shareReady')}</p>
          <a className={styles.shareLink} href={url} target="_blank" rel="noopener">
            {url}
          </a>
          <div>
            <Button variant="secondary" size="sm" onClick={() => void navigator.clipboard?.writeText(url)}>
              {t('accountArea.favorites.copyLink')}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button variant="secondary" loading={share.isPending} onClick={() => share.mutate(favoriteId)}>
            {t('accountArea.favorites.share')}
          </Button>
        </div>
      )}
      <div role="status">
        {share.isSuccess && !path ? (
          <p className={styles.intro}>{t('accountArea.favorites.shareFailed')}</p>
        ) : null}
      </div>
    </section>
  );
}
