import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { SavedForLaterList } from '../../cart/saved-for-later';
import { accountPath } from '../area/account-path';
import styles from './saved-for-later-page.module.css';

/**
 * /{locale}/account/saved-for-later: the cart's saved-for-later list as a page of its own (the same calls:
 * pages of the configured size, Move to cart with the link to the saved entry, Remove).
 */
export default function SavedForLaterPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <PageMeta
        title={t('accountArea.savedForLater.title')}
        description={t('accountArea.savedForLater.description')}
        canonicalPath={accountPath(locale, 'saved-for-later')}
      />
      <SavedForLaterList
        heading={1}
        empty={
          <>
            <h1 className={styles.heading}>{t('accountArea.savedForLater.title')}</h1>
            <p className={styles.muted}>{t('accountArea.savedForLater.empty')}</p>
          </>
        }
      />
    </>
  );
}
