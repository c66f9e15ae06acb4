import type { ProductReviews } from '../../commerce/product';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Rating } from '../../ui/rating/rating';
import styles from './reviews.module.css';

/** The average always shows its tenths: 4.0 out of 5. */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** Average, count and the count per star rating as bars (the numbers are in the text too). */
export function ReviewSummary({ summary }: { summary: ProductReviews['summary'] }) {
  const intl = useIntl();
  const most = Math.max(1, ...summary.distribution.map((d) => d.count));
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <FormattedMessage
          id="reviews.summary.average"
          values={{ average: intl.formatNumber(summary.average, ONE_DECIMAL) }}
        />
      </p>
      <Rating value={summary.average} />
      <p className={styles.muted}>
        <FormattedMessage id="reviews.summary.count" values={{ count: summary.count }} />
      </p>
      <ul
        className={styles.distribution}
        aria-label={intl.formatMessage({ id: 'reviews.distribution.label' })}
      >
        {summary.distribution.map((row) => (
          <li key={row.rating} className={styles.bar}>
            <span className="visually-hidden">
              <FormattedMessage
                id="reviews.distribution.row"
                values={{ rating: row.rating, count: row.count }}
              />
            </span>
            <span aria-hidden="true">{row.rating}★</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${(row.count / most) * 100}%` }} />
            </span>
            <span aria-hidden="true">{row.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
