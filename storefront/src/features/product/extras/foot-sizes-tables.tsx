import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Spinner } from '../../../ui/spinner/spinner';
import styles from './product-extras.module.css';
import { ScrollRegion } from './scroll-region';
import { useFootSizes } from './use-product-extras';

const SYSTEMS = ['us', 'uk', 'eu', 'cm'] as const;

/** The foot-size conversion tables (/fapi/components/foot-sizes), one per audience. */
export function FootSizesTables() {
  const intl = useIntl();
  const sizes = useFootSizes(true);
  if (sizes.isPending)
    return <Spinner label={intl.formatMessage({ id: 'contentPages.productExtras.loading' })} />;
  if (sizes.isError)
    return (
      <p role="alert" className={styles.alert}>
        {errorMessage(intl, sizes.error)}
      </p>
    );
  return (
    <section aria-labelledby="foot-sizes-title">
      <h3 id="foot-sizes-title" className={styles.heading}>
        {intl.formatMessage({ id: 'contentPages.productExtras.footSizes.title' })}
      </h3>
      {sizes.data.tables.map((table) => (
        <ScrollRegion key={table.audience} labelledBy={`foot-sizes-${table.audience}`}>
          <table className={styles.table}>
            <caption id={`foot-sizes-${table.audience}`}>
              {intl.formatMessage({ id: `contentPages.productExtras.footSizes.${table.audience}` })}
            </caption>
            <thead>
              <tr>
                {SYSTEMS.map((system) => (
                  <th key={system} scope="col">
                    {intl.formatMessage({ id: `contentPages.productExtras.footSizes.${system}` })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={`${row.us}-${row.eu}`}>
                  {SYSTEMS.map((system) => (
                    <td key={system}>{row[system]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </section>
  );
}
