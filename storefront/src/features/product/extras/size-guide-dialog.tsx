import { isApiError } from '../../../commerce/commerce-error';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Dialog } from '../../../ui/dialog/dialog';
import type { DialogComponentProps } from '../../../ui/dialog/dialog-host';
import { Spinner } from '../../../ui/spinner/spinner';
import { RichText } from '../../content-blocks/text/rich-text';
import './extras-dialog-props';
import { FootSizesTables } from './foot-sizes-tables';
import styles from './product-extras.module.css';
import { ScrollRegion } from './scroll-region';
import { sizeChartTypeOf } from './size-chart-type';
import { useSizeChart } from './use-product-extras';

/**
 * Dialog `sizeGuide`: the size chart of the product's type (/fapi/components/size-chart/{productType}),
 * and for footwear the foot-size conversion tables. A type without a chart says so.
 */
export default function SizeGuideDialog({ product, onClose }: DialogComponentProps<'sizeGuide'>) {
  const intl = useIntl();
  const productType = sizeChartTypeOf(product.categoryIds);
  const chart = useSizeChart(productType);
  const none = productType === undefined || (isApiError(chart.error) && chart.error.errorId === 'API404');
  return (
    <Dialog
      title={intl.formatMessage({ id: 'contentPages.productExtras.sizeGuide.title' })}
      onClose={onClose}
      size="lg"
    >
      <p className={styles.muted}>{product.name}</p>
      {none ? (
        <p role="status">{intl.formatMessage({ id: 'contentPages.productExtras.sizeGuide.none' })}</p>
      ) : chart.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'contentPages.productExtras.loading' })} />
      ) : chart.isError ? (
        <p role="alert" className={styles.alert}>
          {errorMessage(intl, chart.error)}
        </p>
      ) : (
        <section aria-labelledby="size-chart-title">
          <h3 id="size-chart-title" className={styles.heading}>
            {chart.data.title}
          </h3>
          <p className={styles.muted}>
            {intl.formatMessage({ id: `contentPages.productExtras.sizeGuide.unit.${chart.data.unit}` })}
          </p>
          <ScrollRegion labelledBy="size-chart-title">
            <table className={styles.table}>
              <caption className="visually-hidden">{chart.data.title}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    {intl.formatMessage({ id: 'contentPages.productExtras.sizeGuide.size' })}
                  </th>
                  {chart.data.columns.map((column) => (
                    <th key={column.key} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.data.rows.map((row) => (
                  <tr key={row.size}>
                    <th scope="row">{row.size}</th>
                    {chart.data.columns.map((column) => (
                      <td key={column.key}>{row.values[column.key] ?? '–'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {chart.data.notes ? <RichText html={chart.data.notes} /> : null}
        </section>
      )}
      {productType === 'footwear' ? <FootSizesTables /> : null}
    </Dialog>
  );
}
