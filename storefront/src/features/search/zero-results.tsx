import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { Link } from '../../ui/link/link';
import { topCategories } from '../catalogue/category-tree';
import { useCatalog } from '../catalogue/use-catalog';
import styles from './search-page.module.css';
import { searchHref } from './suggestion-options';

/** Popular searches offered when a search finds nothing (the seeded catalogue's departments and kinds). */
const POPULAR_TERMS = ['jacket', 'fleece', 'hiking boots', 'tent', 'backpack'];

/** Nothing found (or nothing asked yet): popular searches and categories, tips, a way home. */
export function ZeroResults({ q }: { q: string }) {
  const intl = useIntl();
  const site = useSiteConfig();
  const catalog = useCatalog();
  const categories = catalog.data ? topCategories(catalog.data.categories) : [];
  return (
    <section className={styles.zero} aria-labelledby="zero-results-title">
      <h2 id="zero-results-title" className={styles.zeroTitle}>
        {q
          ? intl.formatMessage({ id: 'search.zero.title' }, { q })
          : intl.formatMessage({ id: 'search.zero.prompt' })}
      </h2>
      {q ? (
        <div>
          <h3 className={styles.subTitle}>{intl.formatMessage({ id: 'search.zero.tipsTitle' })}</h3>
          <ul className={styles.tips}>
            <li>{intl.formatMessage({ id: 'search.zero.tipSpelling' })}</li>
            <li>{intl.formatMessage({ id: 'search.zero.tipFewer' })}</li>
            <li>{intl.formatMessage({ id: 'search.zero.tipGeneral' })}</li>
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className={styles.subTitle}>{intl.formatMessage({ id: 'search.zero.popularSearches' })}</h3>
        <ul className={styles.pills}>
          {POPULAR_TERMS.map((term) => (
            <li key={term}>
              <Link className={styles.pill} to={searchHref(site.locale, term)}>
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {categories.length ? (
        <div>
          <h3 className={styles.subTitle}>{intl.formatMessage({ id: 'search.zero.popularCategories' })}</h3>
          <ul className={styles.pills}>
            {categories.map((c) => (
              <li key={c.id}>
                <Link className={styles.pill} to={c.url}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link className={styles.home} to={`/${site.locale}`}>
        {intl.formatMessage({ id: 'catalogue.backHome' })}
      </Link>
    </section>
  );
}
