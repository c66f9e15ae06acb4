import { useIntl } from '../../i18n/intl';
import { Skeleton } from '../../ui/spinner/skeleton';
import styles from './product-page.module.css';

/** The page's shape while the product loads, so nothing jumps when it arrives. */
export function ProductSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        {intl.formatMessage({ id: 'product.loading' })}
      </p>
      <div className={styles.layout}>
        <Skeleton shape="rect" className={styles.skeletonImage} />
        <div className={styles.skeletonBox}>
          <Skeleton width="40%" />
          <Skeleton height="2rem" />
          <Skeleton width="30%" />
          <Skeleton shape="rect" height="3rem" />
          <Skeleton shape="rect" height="6rem" />
          <Skeleton shape="rect" height="3rem" />
        </div>
      </div>
    </div>
  );
}
