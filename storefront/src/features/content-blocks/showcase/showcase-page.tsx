import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCommerce } from '../../../commerce/commerce-context';
import { contentEspotsCommerceOf } from '../../../commerce/content/espots';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { Spinner } from '../../../ui/spinner/spinner';
import { contentSiteKey, useContentSite } from '../use-content-site';
import styles from './showcase-page.module.css';
import { readShowcaseQuery, SHOWCASE_LIMITS, type ShowcaseQuery } from './showcase-query';

/**
 * The showcase preview tool (spec 001 section 2): the content items of the query's doc type, as 'id | name'
 * rows, with a limit of 10, 20 or 50 (the select updates the query). No doc type: 'Doc type is required'.
 */
export function ShowcasePage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const [search, setSearch] = useSearchParams();
  const query = readShowcaseQuery(search);
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `contentPages.showcase.${id}` }, values);
  const chooseLimit = (limit: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('limit', limit);
        return next;
      },
      { replace: true },
    );
  return (
    <div className={styles.page}>
      <PageMeta title={t('title')} description={t('description')} canonicalPath={`/${locale}/showcase`} />
      <h1>{t('title')}</h1>
      {query.docType ? (
        <>
          <div className={styles.toolbar}>
            <p className={styles.facts}>
              <span>{t('docType', { docType: query.docType })}</span>
              {query.layoutVariant ? (
                <span>{t('layoutVariant', { layoutVariant: query.layoutVariant })}</span>
              ) : null}
            </p>
            <SelectField
              className={styles.limit}
              label={t('limit')}
              options={SHOWCASE_LIMITS.map((limit) => ({ value: String(limit), label: String(limit) }))}
              value={String(query.limit)}
              onChange={(event) => chooseLimit(event.target.value)}
            />
          </div>
          <ShowcaseItems query={{ ...query, docType: query.docType }} />
        </>
      ) : (
        <Banner tone="error">{t('docTypeRequired')}</Banner>
      )}
    </div>
  );
}

function ShowcaseItems({ query }: { query: ShowcaseQuery & { docType: string } }) {
  const intl = useIntl();
  const espots = contentEspotsCommerceOf(useCommerce());
  const site = useContentSite();
  const t = (id: string) => intl.formatMessage({ id: `contentPages.showcase.${id}` });
  const items = useQuery({
    queryKey: [
      'content',
      'showcase',
      query.docType,
      query.layoutVariant,
      query.limit,
      ...contentSiteKey(site),
    ],
    queryFn: () => espots.getShowcase(site, query),
    retry: false,
  });
  if (items.isPending) return <Spinner label={t('loading')} />;
  if (items.isError)
    return (
      <Banner
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void items.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('failed')}
      </Banner>
    );
  if (!items.data.items.length) return <p className={styles.empty}>{t('noResults')}</p>;
  return (
    <ul className={styles.items} aria-label={t('items')}>
      {items.data.items.map((item) => (
        <li key={item.id}>{`${item.id} | ${item.name}`}</li>
      ))}
    </ul>
  );
}
